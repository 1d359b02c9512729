import type { AdminModel, AdminModelUpdate } from "@parley/shared-contracts/api/models";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { getAdminModels, modelsQueryKey, orderAdminModels, updateAdminModel } from "./models-api.ts";

export function useAdminModels() {
  const { api } = useShell();
  return useQuery({ queryKey: modelsQueryKey, queryFn: () => getAdminModels(api) });
}

/** Quick changes from the table (available, order); each answer replaces the cached list. */
export function useModelChanges() {
  const { api } = useShell();
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useAdminTranslation();
  const failed = (error: unknown) =>
    toast("error", serverMessage(error) ?? t("error.generic", { ns: "common" }));
  const update = useMutation({
    mutationFn: (input: { id: number; update: AdminModelUpdate }) =>
      updateAdminModel(api, input.id, input.update),
    onSuccess: (model) =>
      client.setQueryData<AdminModel[]>(modelsQueryKey, (list) =>
        list?.map((m) => (m.id === model.id ? model : m)),
      ),
    onError: failed,
  });
  const order = useMutation({
    mutationFn: (ids: number[]) => orderAdminModels(api, ids),
    onSuccess: (list) => client.setQueryData(modelsQueryKey, list),
    onError: failed,
  });
  return { update, order };
}
