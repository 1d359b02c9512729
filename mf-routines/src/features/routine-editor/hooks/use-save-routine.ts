import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Routine, RoutineList, RoutinePayload } from "@parley/shared-contracts/api/routines";
import { createRoutine, routineKeys, updateRoutine } from "../../../lib/api/routines-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useRoutinesTranslation } from "../../../i18n/use-routines-translation.ts";
import { routineLimitOf, saveErrorKind } from "../utils/save-error.ts";

export type SaveOutcome = { ok: true; routine: Routine } | { ok: false; message: string };

/**
 * Creates (id 0) or updates a routine with the whole payload, puts the answer in the cache the sidebar
 * reads, and turns a refusal into the catalogue's message.
 */
export function useSaveRoutine() {
  const { api } = useShell();
  const client = useQueryClient();
  const { t } = useRoutinesTranslation();
  return useCallback(
    async (id: number, payload: RoutinePayload): Promise<SaveOutcome> => {
      let routine: Routine;
      try {
        routine = id > 0 ? await updateRoutine(api, id, payload) : await createRoutine(api, payload);
      } catch (error) {
        const kind = saveErrorKind(error);
        const message =
          kind === "start-date"
            ? t("error.startDate")
            : kind === "end-value"
              ? t("schedule.endTooEarly")
              : kind === "routine-limit"
                ? t("error.routineLimit", { max: routineLimitOf(error) ?? "" })
                : t("error.other");
        return { ok: false, message };
      }
      client.setQueryData(routineKeys.detail(routine.id), routine);
      client.setQueryData<RoutineList>(routineKeys.list(), (data) =>
        data
          ? {
              results: data.results.some((row) => row.id === routine.id)
                ? data.results.map((row) => (row.id === routine.id ? routine : row))
                : [routine, ...data.results],
            }
          : data,
      );
      void client.invalidateQueries({ queryKey: routineKeys.list() });
      return { ok: true, routine };
    },
    [api, client, t],
  );
}
