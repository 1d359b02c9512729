// Schedule math, pure: the occurrences of a routine from its start (a wall-clock time in a fixed
// whole-hour zone), its repeat rule and its end. Occurrence k is computed from the start, not from
// occurrence k−1, so a month-end start clamps per month and comes back: Jan 31 → Feb 28/29 → Mar 31.
import type { RoutinePeriod, RoutineSchedule } from "@parley/shared-contracts/api/routines";
import { timezoneOffsetMinutes } from "@parley/shared-contracts/api/routines";

export interface ScheduleRule {
  /** "YYYY-MM-DDTHH:mm" in `timezone`. */
  startDate: string;
  timezone: string;
  schedule: RoutineSchedule | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Local {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  /** Minutes since midnight. */
  minutes: number;
}

export function parseLocal(text: string): Local {
  const [datePart = "", timePart = ""] = text.split("T");
  const [year = 0, month = 1, day = 1] = datePart.split("-").map(Number);
  const [hours = 0, minutes = 0] = timePart.split(":").map(Number);
  return { year, month: month - 1, day, minutes: hours * 60 + minutes };
}

/** Whether "YYYY-MM-DDTHH:mm" names a real calendar date and time. */
export function isValidLocal(text: string): boolean {
  const local = parseLocal(text);
  return (
    local.month >= 0 &&
    local.month < 12 &&
    local.day >= 1 &&
    local.day <= daysInMonth(local.year, local.month) &&
    local.minutes < 24 * 60 &&
    local.year >= 1970 &&
    local.year <= 9999
  );
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The instant (ms since epoch) of a wall-clock time in the zone. */
export function localToInstant(text: string, timezone: string): number {
  const l = parseLocal(text);
  return Date.UTC(l.year, l.month, l.day) + l.minutes * MINUTE - timezoneOffsetMinutes(timezone) * MINUTE;
}

/** The wall-clock time ("YYYY-MM-DDTHH:mm") of an instant in the zone. */
export function instantToLocal(instant: number, timezone: string): string {
  return new Date(instant + timezoneOffsetMinutes(timezone) * MINUTE).toISOString().slice(0, 16);
}

function addMonths(start: Local, months: number): Local {
  const total = start.year * 12 + start.month + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  return { year, month, day: Math.min(start.day, daysInMonth(year, month)), minutes: start.minutes };
}

function fixedStep(period: RoutinePeriod): number | undefined {
  if (period === "minutes") return MINUTE;
  if (period === "hours") return HOUR;
  if (period === "days") return DAY;
  if (period === "weeks") return 7 * DAY;
  return undefined;
}

function monthsPerStep(period: RoutinePeriod): number {
  return period === "years" ? 12 : 1;
}

/** Occurrence k (0 = the start) as an instant, ignoring the end rule. */
export function occurrenceAt(rule: ScheduleRule, k: number): number {
  const start = localToInstant(rule.startDate, rule.timezone);
  if (k === 0 || rule.schedule === null) return start;
  const { every, period } = rule.schedule;
  const step = fixedStep(period);
  // A fixed zone has no daylight saving: days and weeks are whole multiples of 24 hours.
  if (step !== undefined) return start + k * every * step;
  const l = addMonths(parseLocal(rule.startDate), k * every * monthsPerStep(period));
  return (
    Date.UTC(l.year, l.month, l.day) + l.minutes * MINUTE - timezoneOffsetMinutes(rule.timezone) * MINUTE
  );
}

/** The end of a date-ended schedule as an instant (occurrences at or before it run). */
function endInstant(rule: ScheduleRule): number | undefined {
  const s = rule.schedule;
  if (s?.end_type !== "date" || typeof s.end_value !== "string") return undefined;
  return localToInstant(s.end_value, rule.timezone);
}

/**
 * The first occurrence strictly after `after` (ms) that the end date allows, with its index; null
 * when there is none. The occurrence-count end is the caller's (it counts runs, not slots).
 */
export function nextOccurrenceAfter(rule: ScheduleRule, after: number): { index: number; at: number } | null {
  const start = localToInstant(rule.startDate, rule.timezone);
  let index: number;
  if (start > after) index = 0;
  else if (rule.schedule === null) return null;
  else {
    const { every, period } = rule.schedule;
    const step = fixedStep(period);
    if (step !== undefined) index = Math.floor((after - start) / (every * step)) + 1;
    else {
      // Estimate by whole months between the two, then walk to the first occurrence past `after`.
      const months = monthsPerStep(period) * every;
      const from = new Date(start);
      const to = new Date(after);
      const apart =
        (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
      index = Math.max(1, Math.floor(apart / months) - 1);
      while (index > 1 && occurrenceAt(rule, index - 1) > after) index -= 1;
      while (occurrenceAt(rule, index) <= after) index += 1;
    }
  }
  const at = occurrenceAt(rule, index);
  const end = endInstant(rule);
  if (end !== undefined && at > end) return null;
  return { index, at };
}

/** The occurrence-count end (1–100 runs), when the schedule has one. */
export function occurrenceLimit(schedule: RoutineSchedule | null): number | undefined {
  if (schedule === null) return 1;
  if (schedule.end_type === "occurrences" && typeof schedule.end_value === "number")
    return schedule.end_value;
  return undefined;
}

/**
 * Where a routine goes after a run at `scheduledFor` that the scheduler handled at `now`: the next
 * occurrence after both (the slots missed while no server ran are skipped — one late run stands
 * for all of them), or done when the runs or the end date are used up.
 */
export function afterRun(
  rule: ScheduleRule,
  runsSoFar: number,
  scheduledFor: number,
  now: number,
): { nextRun: number | null; done: boolean } {
  const limit = occurrenceLimit(rule.schedule);
  if (limit !== undefined && runsSoFar >= limit) return { nextRun: null, done: true };
  const next = nextOccurrenceAfter(rule, Math.max(scheduledFor, now));
  return next === null ? { nextRun: null, done: true } : { nextRun: next.at, done: false };
}
