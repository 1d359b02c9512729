import { describe, expect, it } from "vitest";
import { routinePayloadSchema } from "@parley/shared-contracts/api/routines";
import { aRoutine } from "../../../test/fixtures.ts";
import {
  checkDraft,
  countIn,
  defaultDraft,
  draftFromRoutine,
  resaveStart,
  schedulePayload,
  startOf,
  type ScheduleDraft,
} from "./schedule-draft.ts";

const NOW = new Date("2030-01-01T10:00:30Z");
const draft = (patch: Partial<ScheduleDraft> = {}): ScheduleDraft => ({
  ...defaultDraft(NOW, "UTC"),
  ...patch,
});

describe("the default schedule", () => {
  it("starts 5 minutes from now, to the minute, on the guessed zone's clock, once", () => {
    expect(defaultDraft(NOW, "UTC")).toEqual({
      date: "2030-01-01",
      hour: 10,
      minute: 5,
      meridiem: "AM",
      timezone: "UTC",
      repeat: false,
      every: "1",
      period: "days",
      endType: "never",
      endDate: "",
      occurrences: "1",
    });
    expect(startOf(defaultDraft(NOW, "UTC+05:00"))).toBe("2030-01-01T15:05");
    // Late evening in the zone: 12-hour clock, PM; the date rolls over near midnight.
    expect(defaultDraft(new Date("2030-01-01T23:57:00Z"), "UTC")).toMatchObject({
      date: "2030-01-02",
      hour: 12,
      minute: 2,
      meridiem: "AM",
    });
    expect(defaultDraft(new Date("2030-01-01T13:00:00Z"), "UTC-12:00")).toMatchObject({
      date: "2030-01-01",
      hour: 1,
      minute: 5,
      meridiem: "AM",
    });
  });
});

describe("validation of the schedule dialog", () => {
  it("is ready with a date, once", () => {
    expect(checkDraft(draft()).ready).toBe(true);
  });

  it("is not ready without a date", () => {
    expect(checkDraft(draft({ date: "" })).ready).toBe(false);
  });

  it("is not ready with end type date and no end date", () => {
    expect(checkDraft(draft({ repeat: true, endType: "date", endDate: "" })).ready).toBe(false);
    // Repeat off: the end does not apply.
    expect(checkDraft(draft({ repeat: false, endType: "date", endDate: "" })).ready).toBe(true);
  });

  it("is not ready when repeat is on and every is outside 1–100", () => {
    for (const every of ["0", "101", "", "1.5", "-1", "abc"]) {
      const check = checkDraft(draft({ repeat: true, every }));
      expect(check.ready, every).toBe(false);
      expect(check.everyInvalid, every).toBe(true);
    }
    for (const every of ["1", "100", "42"])
      expect(checkDraft(draft({ repeat: true, every })).ready).toBe(true);
    expect(checkDraft(draft({ repeat: false, every: "0" })).ready).toBe(true);
  });

  it("is not ready when occurrences are outside 1–100", () => {
    for (const occurrences of ["0", "101", ""]) {
      const check = checkDraft(draft({ repeat: true, endType: "occurrences", occurrences }));
      expect(check.ready, occurrences).toBe(false);
      expect(check.occurrencesInvalid).toBe(true);
    }
    expect(checkDraft(draft({ repeat: true, endType: "occurrences", occurrences: "100" })).ready).toBe(true);
    // Only counted when the end is a number of occurrences.
    expect(checkDraft(draft({ repeat: true, endType: "never", occurrences: "0" })).ready).toBe(true);
  });

  it("wants the end date later than the schedule time", () => {
    const start = { repeat: true, endType: "date" as const, date: "2030-01-10" };
    expect(checkDraft(draft({ ...start, endDate: "2030-01-09" })).endTooEarly).toBe(true);
    expect(checkDraft(draft({ ...start, endDate: "2030-01-10" })).endTooEarly).toBe(true);
    expect(checkDraft(draft({ ...start, endDate: "2030-01-10" })).ready).toBe(false);
    expect(checkDraft(draft({ ...start, endDate: "2030-01-11" }))).toMatchObject({
      endTooEarly: false,
      ready: true,
    });
  });

  it("reads counts as whole numbers within bounds", () => {
    expect(countIn(" 7 ", 1, 100)).toBe(7);
    expect(countIn("1e2", 1, 100)).toBeNull();
    expect(countIn("100", 1, 99)).toBeNull();
  });
});

describe("the schedule part of the payload", () => {
  const base = { content: "Summarise", model_id: 1 };

  it("runs once: no schedule", () => {
    const payload = schedulePayload(draft({ date: "2030-02-03", hour: 9, minute: 30, meridiem: "PM" }));
    expect(payload).toEqual({ start_date: "2030-02-03T21:30", schedule: null, timezone: "UTC" });
    expect(routinePayloadSchema.safeParse({ ...base, ...payload }).success).toBe(true);
  });

  it("repeats with each kind of end, as the contract spells them", () => {
    const repeating = {
      repeat: true,
      every: "2",
      period: "weeks" as const,
      date: "2030-02-03",
      hour: 12,
      minute: 0,
      meridiem: "PM" as const,
    };
    const never = schedulePayload(draft({ ...repeating, endType: "never", timezone: "UTC-03:00" }));
    expect(never).toEqual({
      start_date: "2030-02-03T12:00",
      timezone: "UTC-03:00",
      schedule: { every: 2, period: "weeks", end_type: "never", end_value: null },
    });
    const onDate = schedulePayload(draft({ ...repeating, endType: "date", endDate: "2030-06-30" }));
    expect(onDate?.schedule).toEqual({
      every: 2,
      period: "weeks",
      end_type: "date",
      end_value: "2030-06-30T12:00",
    });
    const after = schedulePayload(draft({ ...repeating, endType: "occurrences", occurrences: "5" }));
    expect(after?.schedule).toEqual({ every: 2, period: "weeks", end_type: "occurrences", end_value: 5 });
    for (const payload of [never, onDate, after]) {
      expect(routinePayloadSchema.safeParse({ ...base, ...payload }).success).toBe(true);
    }
  });

  it("is null while the draft is not ready", () => {
    expect(schedulePayload(draft({ date: "" }))).toBeNull();
    expect(schedulePayload(draft({ repeat: true, every: "0" }))).toBeNull();
  });
});

describe("an existing routine's schedule", () => {
  it("opens with its own start, zone and rule while the start is ahead", () => {
    const routine = aRoutine({
      start_date: "2030-01-07T21:15",
      timezone: "UTC+01:00",
      schedule: { every: 3, period: "months", end_type: "occurrences", end_value: 4 },
    });
    expect(draftFromRoutine(routine, NOW)).toEqual({
      date: "2030-01-07",
      hour: 9,
      minute: 15,
      meridiem: "PM",
      timezone: "UTC+01:00",
      repeat: true,
      every: "3",
      period: "months",
      endType: "occurrences",
      endDate: "",
      occurrences: "4",
    });
    const until = aRoutine({
      schedule: { every: 1, period: "days", end_type: "date", end_value: "2030-03-01T09:00" },
    });
    expect(draftFromRoutine(until, NOW)).toMatchObject({ endType: "date", endDate: "2030-03-01" });
  });

  it("opens at the next run when the start has passed, or at now + 5 minutes when there is none", () => {
    const passed = aRoutine({
      start_date: "2029-12-01T09:00",
      next_run: "2030-01-08T08:00:00.000Z",
      timezone: "UTC+01:00",
    });
    expect(draftFromRoutine(passed, NOW)).toMatchObject({
      date: "2030-01-08",
      hour: 9,
      minute: 0,
      meridiem: "AM",
    });
    const done = aRoutine({
      start_date: "2029-12-01T09:00",
      next_run: null,
      done: true,
      schedule: null,
      timezone: "UTC",
    });
    expect(draftFromRoutine(done, NOW)).toMatchObject({
      date: "2030-01-01",
      hour: 10,
      minute: 5,
      repeat: false,
    });
  });

  it("keeps the series in place when only the prompt or the model changes", () => {
    expect(resaveStart(aRoutine({ start_date: "2030-01-07T09:00" }), NOW)).toBe("2030-01-07T09:00");
    const passed = aRoutine({ start_date: "2029-12-01T09:00", next_run: "2030-01-08T08:00:00.000Z" });
    expect(resaveStart(passed, NOW)).toBe("2030-01-08T09:00");
    const done = aRoutine({ start_date: "2029-12-01T09:00", next_run: null });
    expect(resaveStart(done, NOW)).toBe("2029-12-01T09:00");
  });
});
