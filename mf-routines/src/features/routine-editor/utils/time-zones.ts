/** The editor's time zones: whole-hour offsets from UTC−12 to UTC+14 (docs/product/routines.md). */
export const ZONE_HOURS_MIN = -12;
export const ZONE_HOURS_MAX = 14;

const pad2 = (value: number) => String(value).padStart(2, "0");

/** The contract's spelling of a whole-hour offset: 0 → "UTC", 5 → "UTC+05:00", −3 → "UTC-03:00". */
export function zoneName(hours: number): string {
  if (hours === 0) return "UTC";
  return `UTC${hours > 0 ? "+" : "-"}${pad2(Math.abs(hours))}:00`;
}

/** Every choice of the time-zone picker, west to east (27 of them). */
export const TIMEZONE_CHOICES: readonly string[] = Array.from(
  { length: ZONE_HOURS_MAX - ZONE_HOURS_MIN + 1 },
  (_, index) => zoneName(ZONE_HOURS_MIN + index),
);

/**
 * The browser's zone as a whole-hour choice: its current offset (Date#getTimezoneOffset, minutes
 * west of UTC) rounded to the nearest hour and kept within −12…+14 (India's +5:30 → UTC+06:00).
 */
export function guessTimezone(offsetMinutesWest: number = new Date().getTimezoneOffset()): string {
  const hours = Math.round(-offsetMinutesWest / 60);
  return zoneName(Math.min(ZONE_HOURS_MAX, Math.max(ZONE_HOURS_MIN, hours)));
}

/** How a zone reads in the UI: "UTC", "UTC+05:00", "UTC−03:00" (a real minus sign). */
export function zoneLabel(zone: string): string {
  return zone.replace("-", "\u2212");
}
