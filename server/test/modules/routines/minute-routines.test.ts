// Routines repeat every N minutes (the spec's units: minutes, hours, days, months): the payload takes
// the unit, and the schedule math steps by whole minutes from the start.
import type { Routine } from "@parley/shared-contracts/api/routines";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { offlineModelId } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import {
  afterRun,
  instantToLocal,
  localToInstant,
  nextOccurrenceAfter,
  occurrenceAt,
} from "../../../src/modules/routines/schedule.ts";

const MINUTE = 60_000;
const every15 = {
  startDate: "2030-01-01T09:00",
  timezone: "UTC+02:00",
  schedule: { every: 15, period: "minutes", end_type: "occurrences", end_value: 3 },
} as const;

describe("schedule math in minutes", () => {
  it("steps by whole minutes from the start, and the count end still holds", () => {
    const start = localToInstant(every15.startDate, every15.timezone);
    expect(occurrenceAt(every15, 1) - start).toBe(15 * MINUTE);
    expect(instantToLocal(occurrenceAt(every15, 4), every15.timezone)).toBe("2030-01-01T10:00");
    // Just after the first run: the next slot is 15 minutes after the start.
    expect(nextOccurrenceAfter(every15, start + 1)).toEqual({ index: 1, at: start + 15 * MINUTE });
    expect(afterRun(every15, 1, start, start + MINUTE)).toEqual({
      nextRun: start + 15 * MINUTE,
      done: false,
    });
    expect(afterRun(every15, 3, start + 30 * MINUTE, start + 30 * MINUTE)).toEqual({
      nextRun: null,
      done: true,
    });
  });
});

describe("a routine every N minutes over HTTP", () => {
  let t: TestApp;
  let owner: Client;
  beforeAll(async () => {
    t = await createTestApp();
    owner = createClient(t.app, ACME.host);
    await owner.login(ACME.email, ACME.password);
  });
  afterAll(() => t.close());

  it("is created with the minutes unit and its next run is its start", async () => {
    const start = instantToLocal(Date.now() + 60 * MINUTE, "UTC");
    const res = await owner.post("/api/v1/routines/", {
      json: {
        content: "Check the build status",
        model_id: await offlineModelId(t.database.db),
        start_date: start,
        schedule: { every: 30, period: "minutes", end_type: "never", end_value: null },
        timezone: "UTC",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const routine = res.json<Routine>();
    expect(routine.schedule).toEqual({ every: 30, period: "minutes", end_type: "never", end_value: null });
    expect(routine.next_run).toBe(new Date(`${start}:00Z`).toISOString());
  });
});
