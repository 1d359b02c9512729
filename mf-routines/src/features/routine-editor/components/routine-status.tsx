import type { Routine } from "@parley/shared-contracts/api/routines";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useRoutinesTranslation } from "../../../i18n/use-routines-translation.ts";
import { formatInstantIn } from "../utils/local-time.ts";
import { zoneLabel } from "../utils/time-zones.ts";
import { ScheduleSummary } from "./schedule-summary.tsx";
import styles from "./routine-editor.module.css";

/**
 * What a saved routine is doing: Done or Running, the next run on the routine's own clock, how many
 * runs there were, and why it stopped or what the last run hit.
 */
export function RoutineStatus({ routine }: { routine: Routine }) {
  const { t } = useRoutinesTranslation();
  const { language } = useShell();
  return (
    <div className={styles.status} data-testid="routine-editor.status-panel">
      <ScheduleSummary routine={routine} />
      <dl className={styles.facts}>
        <div>
          <dt>{t("editor.status")}</dt>
          <dd data-testid="routine-editor.status" data-done={routine.done}>
            {routine.done ? t("status.done") : t("status.running")}
          </dd>
        </div>
        {routine.next_run && !routine.done && (
          <div>
            <dt>{t("editor.nextRun")}</dt>
            <dd data-testid="routine-editor.next-run">
              {formatInstantIn(routine.next_run, routine.timezone, language)}{" "}
              <bdi dir="ltr">({zoneLabel(routine.timezone)})</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{t("editor.timesRun")}</dt>
          <dd data-testid="routine-editor.total">
            {new Intl.NumberFormat(language).format(routine.total_times)}
          </dd>
        </div>
      </dl>
      {routine.stopped_reason && (
        <p className={styles.warning} data-testid="routine-editor.stopped">
          {t("editor.stopped", { reason: routine.stopped_reason })}
        </p>
      )}
      {routine.last_error && (
        <p className={styles.warning} data-testid="routine-editor.last-error">
          {t("editor.lastError", { error: routine.last_error })}
        </p>
      )}
    </div>
  );
}
