// Schedule math against a simple reference that steps the calendar one day or one month at a time,
// by property tests over every period, zone, start (month ends and Feb 29 included) and end rule.
import fc from "fast-check";
import type { RoutinePeriod, RoutineSchedule } from "@parley/shared-contracts/api/routines";
import { describe, expect, it } from "vitest";
import {
  afterRun,
  instantToLocal,
  isValidLocal,
  localToInstant,
  nextOccurrenceAfter,
  occurrenceAt,
} from "../../../src/modules/routines/schedule.ts";
import type { ScheduleRule } from "../../../src/modules/routines/schedule.ts";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const monthLength = (y: number, m: number) =>
  [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m] ?? 0;

interface Wall {
  y: number;
  m: number; // 0–11
  d: number;
  h: number;
  min: number;
}

/** The reference: walks the calendar by hand, no Date arithmetic. */
function referenceOccurrence(start: Wall, period: RoutinePeriod, every: number, k: number): Wall {
  if (period === "months" || period === "years") {
    let { y, m } = start;
    for (let i = 0; i < k * every * (period === "years" ? 12 : 1); i++) {
      m += 1;
      if (m === 12) {
        m = 0;
        y += 1;
      }
    }
    return { ...start, y, m, d: Math.min(start.d, monthLength(y, m)) };
  }
  let { y, m, d, h } = start;
  const nextDay = () => {
    d += 1;
    if (d <= monthLength(y, m)) return;
    d = 1;
    m += 1;
    if (m < 12) return;
    m = 0;
    y += 1;
  };
  if (period === "hours")
    for (let i = 0; i < k * every; i++) {
      h += 1;
      if (h === 24) {
        h = 0;
        nextDay();
      }
    }
  else for (let i = 0; i < k * every * (period === "days" ? 1 : 7); i++) nextDay();
  return { y, m, d, h, min: start.min };
}

const wallText = (w: Wall) => `${pad(w.y, 4)}-${pad(w.m + 1)}-${pad(w.d)}T${pad(w.h)}:${pad(w.min)}`;

const zoneArb = fc
  .integer({ min: -12, max: 14 })
  .map((h) => (h === 0 ? "UTC" : `UTC${h < 0 ? "-" : "+"}${pad(Math.abs(h))}:00`));
const wallArb = fc
  .record({
    y: fc.integer({ min: 2024, max: 2040 }),
    m: fc.integer({ min: 0, max: 11 }),
    // Month ends are what goes wrong: pick them often.
    d: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constantFrom(28, 29, 30, 31)),
    h: fc.integer({ min: 0, max: 23 }),
    min: fc.integer({ min: 0, max: 59 }),
  })
  .map((w) => ({ ...w, d: Math.min(w.d, monthLength(w.y, w.m)) }));
const periodArb = fc.constantFrom<RoutinePeriod>("hours", "days", "weeks", "months", "years");

function rule(start: Wall, zone: string, schedule: RoutineSchedule | null): ScheduleRule {
  return { startDate: wallText(start), timezone: zone, schedule };
}

describe("schedule math", () => {
  it("occurrence k is the reference's calendar step, in the routine's zone", () => {
    fc.assert(
      fc.property(
        wallArb,
        zoneArb,
        periodArb,
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 40 }),
        (start, zone, period, every, k) => {
          const r = rule(start, zone, { every, period, end_type: "never", end_value: null });
          const at = occurrenceAt(r, k);
          expect(instantToLocal(at, zone)).toBe(wallText(referenceOccurrence(start, period, every, k)));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("the next occurrence after any instant is the first reference occurrence past it", () => {
    fc.assert(
      fc.property(
        wallArb,
        zoneArb,
        periodArb,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -5 * 86_400_000, max: 3 * 366 * 86_400_000 }),
        (start, zone, period, every, delta) => {
          const r = rule(start, zone, { every, period, end_type: "never", end_value: null });
          const after = localToInstant(wallText(start), zone) + delta;
          const next = nextOccurrenceAfter(r, after);
          expect(next).not.toBeNull();
          if (next === null) return;
          // The reference's occurrence `index` is past `after` and the one before it is not (the
          // sequence increases, so that is the first one past it).
          const refAt = (k: number) =>
            localToInstant(wallText(referenceOccurrence(start, period, every, k)), zone);
          expect(next.at).toBe(refAt(next.index));
          expect(next.at).toBeGreaterThan(after);
          if (next.index > 0) expect(refAt(next.index - 1)).toBeLessThanOrEqual(after);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("an end date stops at the last occurrence at or before it", () => {
    fc.assert(
      fc.property(
        wallArb,
        zoneArb,
        periodArb,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 20 }),
        (start, zone, period, every, n) => {
          const endWall = referenceOccurrence(start, period, every, n);
          const r = rule(start, zone, { every, period, end_type: "date", end_value: wallText(endWall) });
          const last = nextOccurrenceAfter(r, occurrenceAt(r, n) - 1);
          expect(last?.index).toBe(n);
          expect(nextOccurrenceAfter(r, occurrenceAt(r, n))).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });

  it("runs a count of occurrences, then is done; a missed stretch fires once and skips to the future", () => {
    fc.assert(
      fc.property(wallArb, zoneArb, periodArb, fc.integer({ min: 1, max: 10 }), (start, zone, period, n) => {
        const r = rule(start, zone, { every: 1, period, end_type: "occurrences", end_value: n });
        let at: number = occurrenceAt(r, 0);
        let runs = 0;
        for (;;) {
          runs++;
          const next = afterRun(r, runs, at, at);
          if (next.done) break;
          expect(next.nextRun).toBe(occurrenceAt(r, runs));
          at = next.nextRun ?? 0;
        }
        expect(runs).toBe(n);
        // Down from the first slot until well after the third: one run now, the next slot in the future.
        const now = occurrenceAt(r, 3) + 1;
        const late = afterRun(
          { ...r, schedule: { every: 1, period, end_type: "never", end_value: null } },
          1,
          occurrenceAt(r, 0),
          now,
        );
        expect(late.nextRun).toBe(occurrenceAt(r, 4));
      }),
      { numRuns: 200 },
    );
  });

  it("clamps month ends and leap days, and comes back to the start's day", () => {
    const monthly = rule({ y: 2027, m: 0, d: 31, h: 9, min: 0 }, "UTC+05:00", {
      every: 1,
      period: "months",
      end_type: "never",
      end_value: null,
    });
    expect([0, 1, 2, 3, 13].map((k) => instantToLocal(occurrenceAt(monthly, k), "UTC+05:00"))).toEqual([
      "2027-01-31T09:00",
      "2027-02-28T09:00",
      "2027-03-31T09:00",
      "2027-04-30T09:00",
      "2028-02-29T09:00",
    ]);
    const leap = rule({ y: 2028, m: 1, d: 29, h: 0, min: 30 }, "UTC", {
      every: 1,
      period: "years",
      end_type: "never",
      end_value: null,
    });
    expect([1, 4].map((k) => instantToLocal(occurrenceAt(leap, k), "UTC"))).toEqual([
      "2029-02-28T00:30",
      "2032-02-29T00:30",
    ]);
    // 09:00 in UTC+05:00 is 04:00 UTC; in UTC-03:00 it is 12:00 UTC.
    expect(new Date(localToInstant("2027-01-31T09:00", "UTC+05:00")).toISOString()).toBe(
      "2027-01-31T04:00:00.000Z",
    );
    expect(new Date(localToInstant("2027-01-31T09:00", "UTC-03:00")).toISOString()).toBe(
      "2027-01-31T12:00:00.000Z",
    );
  });

  it("refuses dates that do not exist", () => {
    expect(isValidLocal("2027-02-29T10:00")).toBe(false);
    expect(isValidLocal("2028-02-29T10:00")).toBe(true);
    expect(isValidLocal("2027-04-31T10:00")).toBe(false);
    expect(isValidLocal("2027-04-30T24:00")).toBe(false);
  });
});
