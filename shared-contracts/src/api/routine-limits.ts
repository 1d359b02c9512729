// The routines contract's plain values (no zod): the front end imports these without the schemas'
// runtime (about 23 KB gzip). routines.ts re-exports them with the schemas and types.

/** Every repeat unit a routine may have, shortest first (routinePeriodSchema). */
export const ROUTINE_PERIODS = ["minutes", "hours", "days", "weeks", "months", "years"] as const;
/** The units the editor offers: the spec's minutes, hours, days and months. */
export const ROUTINE_PERIODS_OFFERED = ["minutes", "hours", "days", "months"] as const;

export const ROUTINE_LIMITS = {
  /** Repeat every 1–100 periods. */
  everyMin: 1,
  everyMax: 100,
  /** End after 1–100 occurrences. */
  occurrencesMin: 1,
  occurrencesMax: 100,
  /** The editor's default start: now + 5 minutes. */
  defaultStartDelayMs: 5 * 60 * 1000,
  /** The sidebar list is polled this often. */
  listPollMs: 6000,
  /** The list's cache: stale after 10 minutes, kept 24 hours. */
  listStaleMs: 10 * 60 * 1000,
  listKeepMs: 24 * 60 * 60 * 1000,
  name: 200,
  content: 100_000,
} as const;

/** The offset of a routine time zone in minutes east of UTC ("UTC+05:00" → 300). */
export function timezoneOffsetMinutes(zone: string): number {
  return zone === "UTC" ? 0 : Number(zone.slice(3, 6)) * 60;
}
