import {
  ROUTINE_LIMITS,
  ROUTINE_PERIODS,
  ROUTINE_PERIODS_OFFERED,
} from "@parley/shared-contracts/api/routine-limits";
import type {
  Routine,
  RoutineEndType,
  RoutinePayload,
  RoutinePeriod,
} from "@parley/shared-contracts/api/routines";
import { instantOf, localDateTime, to12Hour, to24Hour } from "./local-time.ts";
import { guessTimezone } from "./time-zones.ts";

/** What the schedule dialog edits; numbers stay text so an out-of-range entry can be shown as typed. */
export interface ScheduleDraft {
  /** "YYYY-MM-DD", or "" when none is chosen. */
  date: string;
  /** 1–12. */
  hour: number;
  /** 0–59. */
  minute: number;
  meridiem: "AM" | "PM";
  timezone: string;
  repeat: boolean;
  every: string;
  period: RoutinePeriod;
  endType: RoutineEndType;
  /** "YYYY-MM-DD", or "". */
  endDate: string;
  occurrences: string;
}

/** The repeat units the editor offers, shortest first: the spec's minutes, hours, days and months. */
const PERIODS: readonly RoutinePeriod[] = ROUTINE_PERIODS_OFFERED;

export function isPeriod(value: string): value is RoutinePeriod {
  return (ROUTINE_PERIODS as readonly string[]).includes(value);
}

/**
 * The units to choose from: the offered ones, plus weeks or years in their place when a routine saved
 * before still repeats by one (so the select shows what the routine does).
 */
export function periodChoices(current: RoutinePeriod): readonly RoutinePeriod[] {
  return PERIODS.includes(current)
    ? PERIODS
    : ROUTINE_PERIODS.filter((p) => PERIODS.includes(p) || p === current);
}

const pad2 = (value: number) => String(value).padStart(2, "0");

function withStart(
  local: string,
  zone: string,
): Pick<ScheduleDraft, "date" | "hour" | "minute" | "meridiem" | "timezone"> {
  const { hour, meridiem } = to12Hour(Number(local.slice(11, 13)));
  return { date: local.slice(0, 10), hour, minute: Number(local.slice(14, 16)), meridiem, timezone: zone };
}

/** A new schedule: once, 5 minutes from now (to the minute) in the browser's guessed zone. */
export function defaultDraft(now: Date, zone: string = guessTimezone()): ScheduleDraft {
  const start = localDateTime(new Date(now.getTime() + ROUTINE_LIMITS.defaultStartDelayMs), zone);
  return {
    ...withStart(start, zone),
    repeat: false,
    every: "1",
    period: "days",
    endType: "never",
    endDate: "",
    occurrences: "1",
  };
}

/**
 * The dialog for an existing routine: its zone and repeat rule; its start when that is still ahead,
 * else the next run, else the default start (the server refuses a start in the past).
 */
export function draftFromRoutine(routine: Routine, now: Date): ScheduleDraft {
  const zone = routine.timezone;
  const base = defaultDraft(now, zone);
  const start = resaveStart(routine, now);
  const schedule = routine.schedule;
  return {
    ...base,
    ...(instantOf(start, zone) > now.getTime() ? withStart(start, zone) : {}),
    ...(schedule && {
      repeat: true,
      every: String(schedule.every),
      period: schedule.period,
      endType: schedule.end_type,
      endDate:
        schedule.end_type === "date" && typeof schedule.end_value === "string"
          ? schedule.end_value.slice(0, 10)
          : "",
      occurrences:
        schedule.end_type === "occurrences" && typeof schedule.end_value === "number"
          ? String(schedule.end_value)
          : base.occurrences,
    }),
  };
}

/**
 * The start an edit of content or model sends back: the routine's own start while it is ahead, else
 * its next run (the server wants a start in the future; the series stays where it was).
 */
export function resaveStart(routine: Routine, now: Date): string {
  if (instantOf(routine.start_date, routine.timezone) > now.getTime()) return routine.start_date;
  if (routine.next_run && Date.parse(routine.next_run) > now.getTime()) {
    return localDateTime(new Date(routine.next_run), routine.timezone);
  }
  return routine.start_date;
}

/** The start as the contract spells it, or null without a date. */
export function startOf(draft: ScheduleDraft): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) return null;
  return `${draft.date}T${pad2(to24Hour(draft.hour, draft.meridiem))}:${pad2(draft.minute)}`;
}

/** A whole number within min–max written as digits, else null. */
export function countIn(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

export interface DraftCheck {
  /** 'Schedule prompt' may be pressed. */
  ready: boolean;
  everyInvalid: boolean;
  occurrencesInvalid: boolean;
  /** An end date is chosen but is not after the start ('The end date must be later…'). */
  endTooEarly: boolean;
}

/**
 * The spec's rules (docs/product/routines.md § Validation): no date; end type date without an end
 * date; repeat on with every outside 1–100; occurrences outside 1–100; an end not after the start.
 */
export function checkDraft(draft: ScheduleDraft): DraftCheck {
  const start = startOf(draft);
  const repeating = draft.repeat;
  const everyInvalid =
    repeating && countIn(draft.every, ROUTINE_LIMITS.everyMin, ROUTINE_LIMITS.everyMax) === null;
  const occurrencesInvalid =
    repeating &&
    draft.endType === "occurrences" &&
    countIn(draft.occurrences, ROUTINE_LIMITS.occurrencesMin, ROUTINE_LIMITS.occurrencesMax) === null;
  const endMissing = repeating && draft.endType === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(draft.endDate);
  const end = endValueDate(draft);
  const endTooEarly = repeating && draft.endType === "date" && start !== null && end !== null && end <= start;
  return {
    ready: start !== null && !endMissing && !everyInvalid && !occurrencesInvalid && !endTooEarly,
    everyInvalid,
    occurrencesInvalid,
    endTooEarly,
  };
}

/** An end date runs until the start's time of day on that date ("YYYY-MM-DDTHH:mm"). */
function endValueDate(draft: ScheduleDraft): string | null {
  const start = startOf(draft);
  if (start === null || !/^\d{4}-\d{2}-\d{2}$/.test(draft.endDate)) return null;
  return `${draft.endDate}${start.slice(10)}`;
}

/** The schedule part of the payload, or null when the draft is not ready. */
export function schedulePayload(
  draft: ScheduleDraft,
): Pick<RoutinePayload, "start_date" | "schedule" | "timezone"> | null {
  const start = startOf(draft);
  if (start === null || !checkDraft(draft).ready) return null;
  if (!draft.repeat) return { start_date: start, schedule: null, timezone: draft.timezone };
  const every = Number(draft.every);
  const end_value =
    draft.endType === "date"
      ? endValueDate(draft)
      : draft.endType === "occurrences"
        ? Number(draft.occurrences)
        : null;
  return {
    start_date: start,
    timezone: draft.timezone,
    schedule: { every, period: draft.period, end_type: draft.endType, end_value },
  };
}
