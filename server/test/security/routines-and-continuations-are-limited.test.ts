// Round 3 (low): what a member makes the server do on a schedule or by copying is limited like their
// own sends. A routine's run spends from its owner's send allowance (PARLEY_SEND_MAX per window,
// shared with the send route's count); a run over it fails with the reason on the routine's screen
// instead of reaching the provider. Routines per member (PARLEY_ROUTINES_PER_MEMBER) and snapshot
// continuations per member and window (PARLEY_CONTINUE_MAX) are capped with clear errors.
import type { MessagePage } from "@parley/shared-contracts/api/messages";
import type { Routine } from "@parley/shared-contracts/api/routines";
import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "../helpers/client.ts";
import { send, signedInMember } from "../helpers/conversations.ts";
import { startFakeProviderApp } from "../helpers/fake-provider-app.ts";
import type { FakeProviderApp } from "../helpers/fake-provider-app.ts";
import { instantToLocal } from "../../src/modules/routines/schedule.ts";
import { sendLimitReached } from "../../src/modules/routines/run.ts";

const SEND_MAX = 3;
const ROUTINES_MAX = 2;
const CONTINUE_MAX = 2;
const MINUTE = 60_000;

let p: FakeProviderApp;
let owner: Client;

async function clockNow(): Promise<number> {
  return Date.parse((await owner.get("/api/v1/test/clock/")).json<{ now: string }>().now);
}

async function advance(ms: number): Promise<void> {
  const res = await owner.post("/api/v1/test/clock/advance/", { json: { ms } });
  expect(res.statusCode, res.body).toBe(200);
}

async function createRoutine(client: Client, content: string) {
  const zone = "UTC+00:00";
  return client.post("/api/v1/routines/", {
    json: {
      content,
      model_id: Number(p.modelId),
      start_date: instantToLocal((await clockNow()) + 10 * MINUTE, zone),
      schedule: null,
      timezone: zone,
    },
  });
}

const messagesOf = async (client: Client, id: number) =>
  (await client.get(`/api/v1/conversations/${id}/messages/?limit=50`)).json<MessagePage>().results;
const completions = () => p.fake.requests.filter((r) => r.path === "/v1/chat/completions").length;

beforeAll(async () => {
  p = await startFakeProviderApp({
    providerModel: "fake-limits",
    script: () => ({ text: "Done." }),
    env: {
      PARLEY_ROUTINES_SCHEDULER: "on",
      PARLEY_TEST_CLOCK: "true",
      PARLEY_ROUTINE_POLL_SECONDS: "0.5",
      PARLEY_SEND_MAX: String(SEND_MAX),
      PARLEY_SEND_WINDOW: "3600",
      PARLEY_ROUTINES_PER_MEMBER: String(ROUTINES_MAX),
      PARLEY_CONTINUE_MAX: String(CONTINUE_MAX),
      PARLEY_CONTINUE_WINDOW: "3600",
    },
  });
  owner = p.owner;
}, 120_000);
afterAll(() => p.close());

describe("routine runs and the send limit", () => {
  it("a run spends its owner's sends; over the limit it fails with the reason shown on the routine", async () => {
    const first = await createRoutine(owner, "Morning report");
    const second = await createRoutine(owner, "Evening report");
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    const [morning, evening] = [first.json<Routine>(), second.json<Routine>()];
    // Two sends of the owner's own, then both routines fall due: the first run is the third send.
    await send(owner, { message: "one", model_id: p.modelId });
    await send(owner, { message: "two", model_id: p.modelId });
    await expect.poll(completions, { timeout: 10_000 }).toBe(2);
    await advance(11 * MINUTE);
    const routinesNow = () =>
      Promise.all(
        [morning.id, evening.id].map(async (id) =>
          (await owner.get(`/api/v1/routines/${id}/`)).json<Routine>(),
        ),
      );
    // One run posts and is answered; the other fails (without the limit both would be answered).
    await expect
      .poll(
        async () => ({
          answered: completions(),
          failed: (await routinesNow()).filter((r) => r.last_error !== null).length,
        }),
        { timeout: 20_000, interval: 200 },
      )
      .toSatisfy(({ answered, failed }: { answered: number; failed: number }) => answered + failed >= 4);
    const after = await routinesNow();
    const skipped = after.filter((r) => r.last_error !== null);
    const ran = after.filter((r) => r.last_error === null);
    expect(ran).toHaveLength(1);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]?.last_error).toBe(sendLimitReached({ max: SEND_MAX, windowSeconds: 3600 }));
    expect(skipped[0]?.last_error).toContain(`limit of ${SEND_MAX} messages`);
    // Nothing of the skipped run was posted or sent to the provider.
    expect(await messagesOf(owner, skipped[0]?.id ?? 0)).toEqual([]);
    await expect.poll(completions, { timeout: 10_000 }).toBe(3);
    // The run counted on the send route's own count: the owner's next send is refused.
    const refused = await owner.post("/api/v1/messages/send/", {
      multipart: { message: "three", model_id: p.modelId },
    });
    expect(refused.statusCode).toBe(429);
  });
});

describe("routines per member", () => {
  it("refuses one more routine than the cap with a clear 409, and allows it again after a delete", async () => {
    const { client: rita } = await signedInMember(p.t.app, p.t.database.db, "rita@acme.test");
    const made: Routine[] = [];
    for (let i = 0; i < ROUTINES_MAX; i++) {
      const res = await createRoutine(rita, `Routine ${i}`);
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json<Routine>());
    }
    const refused = await createRoutine(rita, "One too many");
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: "routine_limit_reached",
      message: `You already have ${ROUTINES_MAX} routines, the most one member may have. Delete one to create another.`,
    });
    expect((await rita.get("/api/v1/routines/")).json<{ results: Routine[] }>().results).toHaveLength(
      ROUTINES_MAX,
    );
    expect((await rita.delete(`/api/v1/routines/${made[0]?.id ?? 0}/`)).statusCode).toBe(204);
    expect((await createRoutine(rita, "In its place")).statusCode).toBe(201);
  });
});

describe("snapshot continuations per member and hour", () => {
  it("refuses a continuation over the limit with a clear 429; other members keep theirs", async () => {
    const { client: cleo } = await signedInMember(p.t.app, p.t.database.db, "cleo@acme.test");
    const { client: dan } = await signedInMember(p.t.app, p.t.database.db, "dan@acme.test");
    const { conversation_id: conversationId } = await send(cleo, {
      message: "to share",
      model_id: p.modelId,
    });
    const created = await cleo.post(`/api/v1/conversations/${conversationId}/create_snapshot/`, {
      json: { anonymize: "false" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const snapshot = created.json<Snapshot>();
    const published = await cleo.patch(`/api/v1/conversations/snapshot/${snapshot.id}/`, {
      json: { is_public: "true" },
    });
    expect(published.statusCode, published.body).toBe(200);
    const continueIt = (client: Client) =>
      client.post(`/api/v1/conversations/continue_snapshot/${snapshot.uuid}/`, { json: {} });
    for (let i = 0; i < CONTINUE_MAX; i++) expect((await continueIt(cleo)).statusCode).toBe(200);
    const refused = await continueIt(cleo);
    expect(refused.statusCode).toBe(429);
    const error = refused.json<{
      error: { code: string; message: string; params: { max: number; window: number; retry_after: number } };
    }>().error;
    expect(error.code).toBe("continue_limited");
    // What the page needs to say it in the member's language (mf-share's `continue.limited`).
    expect(error.params).toMatchObject({ max: CONTINUE_MAX, window: 3600 });
    expect(error.params.retry_after).toBeGreaterThan(0);
    expect(error.message).toMatch(
      new RegExp(
        `^You can continue at most ${CONTINUE_MAX} snapshots per 60 minutes\\. Try again in \\d+ minutes\\.$`,
      ),
    );
    expect((await continueIt(dan)).statusCode).toBe(200);
  });
});
