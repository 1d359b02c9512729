import { queryOptions, useQuery } from "@tanstack/react-query";
import { modelEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import type { ModelList } from "@parley/shared-contracts/api/models";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/**
 * Model list cache (docs/product/chat-settings.md § Constants): stale after 10 minutes, kept for 24 hours.
 */
const MODEL_LIST_STALE_MS = 10 * 60 * 1000;
const MODEL_LIST_KEEP_MS = 24 * 60 * 60 * 1000;

/** `GET /api/v1/models/`: the models the member may use. */
export function getModels(api: ApiFetch): Promise<ModelList> {
  return callApi(api, modelEndpoints.list, {});
}

export function getModelsQueryOptions(api: ApiFetch) {
  return queryOptions({
    queryKey: ["models"],
    queryFn: () => getModels(api),
    staleTime: MODEL_LIST_STALE_MS,
    gcTime: MODEL_LIST_KEEP_MS,
  });
}

export function useModels() {
  const { api } = useShell();
  return useQuery(getModelsQueryOptions(api));
}
