// Routines over HTTP: create (the conversation, a default name, next_run from the zone), list, read,
// update, rename, delete; collaborators may read but not change; another workspace gets 404; the
// editor's messages for a past start, an end before the start, a blank name and a disabled model;
// a routine's conversation stays out of the Conversations list.
import type { Routine, RoutineList } from "@parley/shared-contracts/api/routines";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "../../helpers/client.ts";
import { createClient } from "../../helpers/client.ts";
import { offlineModelId, signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { instantToLocal } from "../../../src/modules/routines/schedule.ts";

let t: TestApp;
let owner: Client;
let colleague: Client;
let globex: Client;
let modelId = 0;

const DAY = 86_400_000;
/** A wall-clock time `ms` from now in the zone, whole minutes. */
const localIn = (ms: number, zone: string) => instantToLocal(Date.now() + ms, zone);

function payload(overrides: Record<string, unknown> = {}) {
  return {
    content: "Summarise last week's incidents in three bullet points",
    model_id: modelId,
    start_date: localIn(2 * DAY, "UTC+05:00"),
    schedule: { every: 1, period: "weeks", end_type: "never", end_value: null },
    timezone: "UTC+05:00",
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<Routine> {
  const res = await owner.post("/api/v1/routines/", { json: payload(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Routine>();
}

beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  colleague = (await signedInMember(t.app, t.database.db, "cole@acme.test")).client;
  globex = createClient(t.app, GLOBEX.host);
  await globex.login(GLOBEX.email, GLOBEX.password);
  modelId = await offlineModelId(t.database.db);
});

afterAll(async () => {
  await t.close();
});

describe("routines", () => {
  it("creates a routine in its own conversation, named from its content, next run from the zone", async () => {
    const start = localIn(DAY, "UTC-03:00");
    const routine = await create({ start_date: start, timezone: "UTC-03:00" });
    expect(routine).toMatchObject({
      name: "Summarise last week's incidents in three bullet points",
      content: "Summarise last week's incidents in three bullet points",
      model: { id: modelId },
      start_date: start,
      timezone: "UTC-03:00",
      done: false,
      total_times: 0,
      requester_is_owner: true,
      show_in_conversation: false,
      stopped_reason: null,
      last_error: null,
      schedule: { every: 1, period: "weeks", end_type: "never", end_value: null },
    });
    // 3 hours behind UTC: the wall time plus 3 hours.
    expect(routine.next_run).toBe(new Date(Date.parse(`${start}:00Z`) + 3 * 3_600_000).toISOString());
    const read = await owner.get(`/api/v1/routines/${routine.id}/`);
    expect(read.json<Routine>()).toEqual(routine);
    // The conversation exists (the chat parcel reads it) but the Conversations list leaves it out.
    expect((await owner.get(`/api/v1/conversations/${routine.id}/`)).statusCode).toBe(200);
    const list = await owner.get("/api/v1/conversations/");
    expect(JSON.stringify(list.json())).not.toContain(`"id":${routine.id},`);
  });

  it("lists the caller's routines newest first, with a name given at creation", async () => {
    const named = await create({ name: "Weekly incidents" });
    const list = (await owner.get("/api/v1/routines/")).json<RoutineList>();
    expect(list.results[0]).toMatchObject({ id: named.id, name: "Weekly incidents" });
    expect((await colleague.get("/api/v1/routines/")).json<RoutineList>().results).toEqual([]);
  });

  it("updates the whole routine, renames it, and refuses a blank name", async () => {
    const routine = await create();
    const start = localIn(3 * DAY, "UTC");
    const updated = await owner.patch(`/api/v1/routines/${routine.id}/`, {
      json: payload({
        content: "Now daily",
        start_date: start,
        timezone: "UTC",
        schedule: { every: 2, period: "days", end_type: "occurrences", end_value: 3 },
      }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Routine>()).toMatchObject({
      content: "Now daily",
      start_date: start,
      next_run: new Date(`${start}:00Z`).toISOString(),
      schedule: { every: 2, period: "days", end_type: "occurrences", end_value: 3 },
    });
    const renamed = await owner.patch(`/api/v1/routines/${routine.id}/`, {
      json: { name: "  Daily digest " },
    });
    expect(renamed.json<Routine>()).toMatchObject({ name: "Daily digest", content: "Now daily" });
    const blank = await owner.patch(`/api/v1/routines/${routine.id}/`, { json: { name: "   " } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      error: { message: "Name must not be empty", code: "name_required" },
    });
    // A payload that fails its checks is not taken for a rename because it carries a name.
    const invalid = await owner.patch(`/api/v1/routines/${routine.id}/`, {
      json: payload({ name: "Sneaky", content: "   " }),
    });
    expect(invalid.statusCode).toBe(400);
    expect((await owner.get(`/api/v1/routines/${routine.id}/`)).json<Routine>().name).toBe("Daily digest");
    // Stopped by its owner, then resumed.
    const stopped = await owner.patch(`/api/v1/routines/${routine.id}/`, {
      json: payload({ content: "Now daily", start_date: start, timezone: "UTC", done: true }),
    });
    expect(stopped.json<Routine>()).toMatchObject({ done: true, next_run: null });
    const resumed = await owner.patch(`/api/v1/routines/${routine.id}/`, {
      json: payload({ content: "Now daily", start_date: start, timezone: "UTC", done: false }),
    });
    expect(resumed.json<Routine>()).toMatchObject({
      done: false,
      next_run: new Date(`${start}:00Z`).toISOString(),
    });
  });

  it("says 'Start date need to be in the future' and checks the end against the start", async () => {
    const past = await owner.post("/api/v1/routines/", {
      json: payload({ start_date: localIn(-60_000, "UTC+05:00") }),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      error: {
        message: "Start date need to be in the future",
        code: "start_date_in_past",
        start_date: "Start date need to be in the future",
      },
    });
    const start = localIn(DAY, "UTC");
    const early = await owner.post("/api/v1/routines/", {
      json: payload({
        start_date: start,
        timezone: "UTC",
        schedule: { every: 1, period: "days", end_type: "date", end_value: start },
      }),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      error: { end_value: "The end date must be later than the schedule time", code: "end_before_start" },
    });
    for (const bad of [
      { schedule: { every: 0, period: "days", end_type: "never", end_value: null } },
      { schedule: { every: 101, period: "days", end_type: "never", end_value: null } },
      { schedule: { every: 1, period: "days", end_type: "occurrences", end_value: 101 } },
      { schedule: { every: 1, period: "fortnights", end_type: "never", end_value: null } },
      { timezone: "UTC+05:30" },
      { timezone: "UTC+15:00" },
      { start_date: "2031-02-30T10:00" },
      { content: "   " },
    ]) {
      const res = await owner.post("/api/v1/routines/", { json: payload(bad) });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it("needs a model of this workspace that is enabled", async () => {
    const missing = await owner.post("/api/v1/routines/", { json: payload({ model_id: 999_999 }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: "model_unavailable" } });
  });

  it("lets a collaborator read but only the owner change or delete; other workspaces get 404", async () => {
    const routine = await create();
    const enabled = await owner.post("/api/v1/collaboration/enable/", {
      json: { conversation_id: routine.id },
    });
    const slug = enabled.json<{ data: { collaboration_slug: string } }>().data.collaboration_slug;
    expect(
      (await colleague.post("/api/v1/collaboration/join/", { json: { conversation_slug: slug } })).statusCode,
    ).toBe(200);

    const seen = await colleague.get(`/api/v1/routines/${routine.id}/`);
    expect(seen.json<Routine>()).toMatchObject({ id: routine.id, requester_is_owner: false });
    expect((await colleague.get(`/api/v1/routines/slug/${slug}/`)).json()).toEqual({
      data: { id: routine.id },
    });
    expect(
      (await colleague.patch(`/api/v1/routines/${routine.id}/`, { json: { name: "Mine" } })).statusCode,
    ).toBe(403);
    expect((await colleague.patch(`/api/v1/routines/${routine.id}/`, { json: payload() })).statusCode).toBe(
      403,
    );
    expect((await colleague.delete(`/api/v1/routines/${routine.id}/`)).statusCode).toBe(403);

    for (const res of [
      await globex.get(`/api/v1/routines/${routine.id}/`),
      await globex.patch(`/api/v1/routines/${routine.id}/`, { json: { name: "Theirs" } }),
      await globex.delete(`/api/v1/routines/${routine.id}/`),
      await globex.get(`/api/v1/routines/slug/${slug}/`),
    ])
      expect(res.statusCode).toBe(404);
    expect((await globex.get("/api/v1/routines/")).json<RoutineList>().results).toEqual([]);

    expect((await owner.delete(`/api/v1/routines/${routine.id}/`)).statusCode).toBe(204);
    expect((await owner.get(`/api/v1/routines/${routine.id}/`)).statusCode).toBe(404);
    expect((await owner.get(`/api/v1/conversations/${routine.id}/`)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown id and refuses anonymous callers", async () => {
    expect((await owner.get("/api/v1/routines/987654/")).statusCode).toBe(404);
    expect((await owner.get("/api/v1/routines/abc/")).statusCode).toBe(404);
    expect((await createClient(t.app, ACME.host).get("/api/v1/routines/")).statusCode).toBe(401);
  });
});
