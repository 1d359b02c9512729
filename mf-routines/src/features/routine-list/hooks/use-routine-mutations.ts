import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Routine, RoutineList } from "@parley/shared-contracts/api/routines";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import { deleteRoutine, renameRoutine, routineKeys } from "../../../lib/api/routines-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useRoutinesTranslation } from "../../../i18n/use-routines-translation.ts";

/**
 * The sidebar's rename and delete. Delete takes the row away at once and puts it back if the server
 * refuses; deleting the open routine opens a new one.
 */
export function useRoutineMutations(activeId: number | null) {
  const { api, navigate } = useShell();
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useRoutinesTranslation();

  const remove = useCallback(
    async (id: number) => {
      const key = routineKeys.list();
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<RoutineList>(key);
      client.setQueryData<RoutineList>(key, (data) =>
        data ? { results: data.results.filter((routine) => routine.id !== id) } : data,
      );
      try {
        await deleteRoutine(api, id);
      } catch (error) {
        client.setQueryData(key, before);
        toast("error", serverMessage(error) ?? t("sidebar.deleteFailed"));
        return;
      }
      client.removeQueries({ queryKey: routineKeys.detail(id) });
      if (id === activeId) navigate("/routines/new");
    },
    [activeId, api, client, navigate, t, toast],
  );

  /** Resolves to an error text, or null when saved. The name is already trimmed and not empty. */
  const rename = useCallback(
    async (id: number, name: string): Promise<string | null> => {
      let saved: Routine;
      try {
        saved = await renameRoutine(api, id, name);
      } catch (error) {
        return serverMessage(error) ?? t("sidebar.renameFailed");
      }
      const newName = saved?.name ?? name;
      client.setQueryData<RoutineList>(routineKeys.list(), (data) =>
        data
          ? { results: data.results.map((row) => (row.id === id ? { ...row, name: newName } : row)) }
          : data,
      );
      client.setQueryData<Routine>(routineKeys.detail(id), (current) =>
        current ? { ...current, name: newName } : current,
      );
      return null;
    },
    [api, client, t],
  );

  return { remove, rename };
}
