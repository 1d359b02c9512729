import { timezoneOffsetMinutes } from "@parley/shared-contracts/api/routine-limits";

const pad2 = (value: number) => String(value).padStart(2, "0");

/** An instant as a wall-clock "YYYY-MM-DDTHH:mm" in a whole-hour zone (seconds dropped). */
export function localDateTime(instant: Date, zone: string): string {
  const shifted = new Date(instant.getTime() + timezoneOffsetMinutes(zone) * 60_000);
  return (
    `${shifted.getUTCFullYear()}-${pad2(shifted.getUTCMonth() + 1)}-${pad2(shifted.getUTCDate())}` +
    `T${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())}`
  );
}

/** The instant (ms since the epoch) of a wall-clock "YYYY-MM-DDTHH:mm" in a zone; NaN when malformed. */
export function instantOf(local: string, zone: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return Number.NaN;
  const part = (index: number) => Number(match[index]);
  return Date.UTC(part(1), part(2) - 1, part(3), part(4), part(5)) - timezoneOffsetMinutes(zone) * 60_000;
}

/** 0–23 → the 12-hour clock: 0 → 12 AM, 13 → 1 PM. */
export function to12Hour(hour24: number): { hour: number; meridiem: "AM" | "PM" } {
  return { hour: hour24 % 12 === 0 ? 12 : hour24 % 12, meridiem: hour24 < 12 ? "AM" : "PM" };
}

/** The 12-hour clock → 0–23: 12 AM → 0, 12 PM → 12, 1 PM → 13. */
export function to24Hour(hour: number, meridiem: "AM" | "PM"): number {
  return (hour % 12) + (meridiem === "PM" ? 12 : 0);
}

/**
 * A wall-clock time in its zone for people, in their language: the zone's clock face formatted as
 * UTC (Intl cannot name every fixed offset), e.g. "1 Dec 2026, 9:00 AM".
 */
export function formatLocal(local: string, language: string): string {
  const instant = instantOf(local, "UTC");
  if (Number.isNaN(instant)) return local;
  return new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(instant);
}

/** An ISO instant shown on the clock of a whole-hour zone, in the reader's language. */
export function formatInstantIn(iso: string, zone: string, language: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  return formatLocal(localDateTime(new Date(instant), zone), language);
}
