// Routines: a prompt that runs on a schedule in its own conversation. A routine IS a conversation with
// a schedule: its id is the conversation's id (routes /routines/{conversationId}), and the chat parcel
// shows its messages below the routine editor. Only the owner edits or deletes it.
import { z } from "zod";
import { ROUTINE_LIMITS, ROUTINE_PERIODS } from "./routine-limits.ts";

export {
  ROUTINE_LIMITS,
  ROUTINE_PERIODS,
  ROUTINE_PERIODS_OFFERED,
  timezoneOffsetMinutes,
} from "./routine-limits.ts";

/**
 * How often a repeating routine runs: every N of these. The spec's units are minutes, hours, days and
 * months (ROUTINE_PERIODS_OFFERED); weeks and years are still taken so routines saved with them
 * before keep running and can be edited.
 */
export const routinePeriodSchema = z.enum(ROUTINE_PERIODS);
export type RoutinePeriod = z.infer<typeof routinePeriodSchema>;

export const routineEndTypeSchema = z.enum(["never", "date", "occurrences"]);
export type RoutineEndType = z.infer<typeof routineEndTypeSchema>;

/**
 * A time zone as the editor offers it: a whole-hour offset from UTC, "UTC", "UTC+05:00",
 * "UTC-03:00" (−12 to +14).
 */
export const ROUTINE_TIMEZONE = /^UTC(?:[+-](?:0\d|1[0-4]):00)?$/;
export const routineTimezoneSchema = z
  .string()
  .regex(ROUTINE_TIMEZONE)
  .refine((zone) => {
    const hours = zone === "UTC" ? 0 : Number(zone.slice(3, 6));
    return hours >= -12 && hours <= 14;
  });

/** A wall-clock date and time in the routine's zone, minute precision: "2026-12-01T09:00". */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * How a routine repeats. null (in the payload and the routine) = runs once at its start.
 * end_value: an ISO local date-time ("YYYY-MM-DDTHH:mm", in the routine's zone) for end_type "date",
 * a count 1–100 for "occurrences", null for "never".
 */
export const routineScheduleSchema = z.object({
  every: z.number().int().min(ROUTINE_LIMITS.everyMin).max(ROUTINE_LIMITS.everyMax),
  period: routinePeriodSchema,
  end_type: routineEndTypeSchema,
  end_value: z.union([z.string().regex(LOCAL_DATE_TIME), z.number().int(), z.null()]),
});
export type RoutineSchedule = z.infer<typeof routineScheduleSchema>;

/** POST create, PATCH update (the whole payload). */
export const routinePayloadSchema = z.object({
  name: z.string().trim().min(1).max(ROUTINE_LIMITS.name).optional(),
  content: z.string().trim().min(1).max(ROUTINE_LIMITS.content),
  model_id: z.number().int().positive(),
  /** The first run, wall-clock in `timezone`; must be in the future. */
  start_date: z.string().regex(LOCAL_DATE_TIME),
  schedule: routineScheduleSchema.nullable(),
  timezone: routineTimezoneSchema,
  /** Stops (true) or resumes (false) the routine. */
  done: z.boolean().optional(),
});
export type RoutinePayload = z.infer<typeof routinePayloadSchema>;

/** PATCH with just a new name (the sidebar's rename). */
export const routineRenameSchema = z.object({ name: z.string().trim().min(1).max(ROUTINE_LIMITS.name) });

export type RoutineStatus = "running" | "done";

export interface Routine {
  /** The routine's conversation id. */
  id: number;
  name: string;
  content: string;
  model: { id: number } | null;
  /** The first run as scheduled (local date-time in `timezone`). */
  start_date: string;
  /** The next run (ISO instant, UTC), null when done. */
  next_run: string | null;
  timezone: string;
  done: boolean;
  /** How many runs have happened. */
  total_times: number;
  schedule: RoutineSchedule | null;
  /** Whether its messages show in the Conversations list too (they never do today). */
  show_in_conversation: boolean;
  requester_is_owner: boolean;
  /** Why the routine stopped by itself (model disabled, owner removed), else null. */
  stopped_reason: string | null;
  /** The last run's failure (e.g. held by data-loss prevention), else null. */
  last_error: string | null;
  created: string;
  modified: string;
}

/** GET list: the caller's routines, newest first. */
export interface RoutineList {
  results: Routine[];
}

/**
 * A refused create or update: `error.start_date` when the start is not in the future (the editor
 * shows 'Start date need to be in the future'), `error.end_value` for an end date not after the
 * start ('The end date must be later than the schedule time').
 */
export interface RoutineError {
  error: { message: string; code: string; start_date?: string; end_value?: string };
}

/**
 * The routine as the server answers it (the reply schema of the routine calls); the same fields as
 * {@link Routine}.
 */
export const routineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  model: z.object({ id: z.number().int() }).nullable(),
  start_date: z.string(),
  next_run: z.string().nullable(),
  timezone: z.string(),
  done: z.boolean(),
  total_times: z.number().int(),
  schedule: routineScheduleSchema.nullable(),
  show_in_conversation: z.boolean(),
  requester_is_owner: z.boolean(),
  stopped_reason: z.string().nullable(),
  last_error: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
}) satisfies z.ZodType<Routine>;

/** GET list's answer. */
export const routineListSchema = z.object({
  results: z.array(routineSchema),
}) satisfies z.ZodType<RoutineList>;

/**
 * PATCH's body: the whole payload, or just `{name}` (nothing else). The rename branch takes any
 * string, so a blank name reaches the server's 'Name must not be empty' instead of a generic
 * validation error.
 */
export const routineUpdateSchema = z.union([routinePayloadSchema, z.strictObject({ name: z.string() })]);
export type RoutineUpdate = z.infer<typeof routineUpdateSchema>;

/** GET /routines/slug/{slug}/'s answer. */
export const routineBySlugSchema = z.object({ data: z.object({ id: z.number().int() }) });
export type RoutineBySlug = z.infer<typeof routineBySlugSchema>;
