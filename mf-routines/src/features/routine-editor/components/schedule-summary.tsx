import type { Routine, RoutinePeriod } from "@parley/shared-contracts/api/routines";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useRoutinesTranslation, type RoutinesT } from "../../../i18n/use-routines-translation.ts";
import { formatLocal } from "../utils/local-time.ts";
import { zoneLabel } from "../utils/time-zones.ts";

const UNITS: Record<RoutinePeriod, string> = {
  minutes: "minute",
  hours: "hour",
  days: "day",
  weeks: "week",
  months: "month",
  years: "year",
};

/** "2 weeks" in the reader's language (Intl knows each language's plural forms). */
export function formatInterval(every: number, period: RoutinePeriod, language: string): string {
  return new Intl.NumberFormat(language, { style: "unit", unit: UNITS[period], unitDisplay: "long" }).format(
    every,
  );
}

/** The repeat and end rule of a routine in words. */
export function describeSchedule(routine: Routine, t: RoutinesT, language: string): string {
  const schedule = routine.schedule;
  if (!schedule) return t("summary.once");
  const every = t("summary.every", { interval: formatInterval(schedule.every, schedule.period, language) });
  if (schedule.end_type === "date" && typeof schedule.end_value === "string") {
    return (
      every + t("summary.separator") + t("summary.until", { date: formatLocal(schedule.end_value, language) })
    );
  }
  if (schedule.end_type === "occurrences" && typeof schedule.end_value === "number") {
    const form = new Intl.PluralRules(language).select(schedule.end_value) === "one" ? "one" : "other";
    return every + t("summary.separator") + t(`summary.times.${form}`, { count: schedule.end_value });
  }
  return every;
}

/** The schedule line of the editor: first run in the routine's zone, then the repeat rule. */
export function ScheduleSummary({ routine }: { routine: Routine }) {
  const { t } = useRoutinesTranslation();
  const { language } = useShell();
  return (
    <p data-testid="routine-editor.schedule-summary">
      {t("summary.start", { time: formatLocal(routine.start_date, language) })}{" "}
      <bdi dir="ltr">({zoneLabel(routine.timezone)})</bdi> · {describeSchedule(routine, t, language)}
    </p>
  );
}
