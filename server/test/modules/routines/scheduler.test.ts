// The scheduler on the embedded database, driven by the test clock: a due run posts the routine's
// content once (sent_by_routine) and the chosen model answers; the owner hears of it over the
// websocket and, not looking at it, by e-mail unless unsubscribed; a DLP finding fails the run with
// its reason and sends nothing; the last occurrence makes the routine done; runs missed while no
// server ran fire once; a disabled model or a removed owner stops the routine with a reason.
import type { MessagePage } from "@parley/shared-contracts/api/messages";
import type { Routine } from "@parley/shared-contracts/api/routines";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import type { SmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import type { Client } from "../../helpers/client.ts";
import { accountId, signedInMember } from "../../helpers/conversations.ts";
import { startFakeProviderApp } from "../../helpers/fake-provider-app.ts";
import type { FakeProviderApp } from "../../helpers/fake-provider-app.ts";
import { instantToLocal } from "../../../src/modules/routines/schedule.ts";
import { connect, listen } from "../realtime/ws-client.ts";

let p: FakeProviderApp;
let owner: Client;
let smtp: SmtpReceiver;
let port = 0;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function clockNow(): Promise<number> {
  return Date.parse((await owner.get("/api/v1/test/clock/")).json<{ now: string }>().now);
}

async function advance(ms: number): Promise<number> {
  const res = await owner.post("/api/v1/test/clock/advance/", { json: { ms } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ dispatched: number }>().dispatched;
}

async function create(client: Client, fields: Record<string, unknown>): Promise<Routine> {
  const zone = "UTC+02:00";
  const res = await client.post("/api/v1/routines/", {
    json: {
      content: "Summarise the week",
      model_id: Number(p.modelId),
      start_date: instantToLocal((await clockNow()) + 10 * MINUTE, zone),
      schedule: null,
      timezone: zone,
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Routine>();
}

const routine = async (client: Client, id: number) =>
  (await client.get(`/api/v1/routines/${id}/`)).json<Routine>();
const messagesOf = async (client: Client, id: number) =>
  (await client.get(`/api/v1/conversations/${id}/messages/?limit=50`)).json<MessagePage>().results;
const completions = () => p.fake.requests.filter((r) => r.path === "/v1/chat/completions").length;

/** Waits until the conversation has `count` messages, the last of them settled. */
async function settled(client: Client, id: number, count: number) {
  await expect
    .poll(
      async () => {
        const messages = await messagesOf(client, id);
        return messages.length === count && messages.every((m) => !m.streaming) ? messages.length : -1;
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(count);
  return messagesOf(client, id);
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  p = await startFakeProviderApp({
    providerModel: "fake-routine",
    script: () => ({ text: "Here is your summary." }),
    env: {
      PARLEY_ROUTINES_SCHEDULER: "on",
      PARLEY_TEST_CLOCK: "true",
      PARLEY_ROUTINE_POLL_SECONDS: "0.5",
      PARLEY_SMTP_URL: smtp.url,
    },
  });
  owner = p.owner;
  port = await listen(p.t.app);
}, 60_000);

afterAll(async () => {
  await p.close();
  await smtp.close();
});

describe("routine runs", () => {
  it("posts the content once, the model answers, and the owner hears of it", async () => {
    const socket = await connect({ port, host: "acme.localhost", cookie: owner.cookieHeader() });
    const made = await create(owner, {
      schedule: { every: 1, period: "days", end_type: "occurrences", end_value: 2 },
    });
    const before = completions();
    expect(await advance(11 * MINUTE)).toBe(1);
    const messages = await settled(owner, made.id, 2);
    expect(messages.map((m) => [m.type, m.content, m.sent_by_routine])).toEqual([
      ["user", "Summarise the week", true],
      ["assistant", "Here is your summary.", false],
    ]);
    expect(completions() - before).toBe(1);
    const after = await routine(owner, made.id);
    expect(after).toMatchObject({ total_times: 1, done: false, last_error: null });
    expect(after.next_run).toBe(new Date(Date.parse(made.next_run ?? "") + DAY).toISOString());

    await socket.next((f) => f.type === "new_messages" && f.conversation_id === made.id);
    await socket.next((f) => f.type === "unread_count_update" && f.conversation_id === made.id);
    const mail = await smtp.waitFor((m) => m.subject?.includes("Summarise the week") === true, 10_000);
    expect(mail.text).toContain(`/routines/${made.id}`);
    socket.ws.terminate();

    // Nothing more is due: dispatching again posts nothing.
    expect(await advance(0)).toBe(0);
    // The last occurrence: done, no next run.
    expect(await advance(DAY)).toBe(1);
    await settled(owner, made.id, 4);
    expect(await routine(owner, made.id)).toMatchObject({ total_times: 2, done: true, next_run: null });
    expect(await advance(2 * DAY)).toBe(0);
    expect(completions() - before).toBe(2);
  });

  it("sends no e-mail to an owner who turned notification e-mails off", async () => {
    const { db } = p.t.database;
    const quiet = await signedInMember(p.t.app, db, "quiet@acme.test");
    await db.query("UPDATE members SET is_email_unsubscribed = true WHERE id = $1", [quiet.memberId]);
    const made = await create(quiet.client, { content: "Quiet routine" });
    expect(await advance(11 * MINUTE)).toBe(1);
    await settled(quiet.client, made.id, 2);
    await expect.poll(async () => (await routine(quiet.client, made.id)).total_times).toBe(1);
    // The run is over once its reply settled and the owner was told; nothing went to the mailbox.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to("quiet@acme.test")).toEqual([]);
  });

  it("records a DLP finding as a failed run and sends nothing to the provider", async () => {
    const made = await create(owner, { content: "Charge card 4111 1111 1111 1111 again" });
    const before = completions();
    expect(await advance(11 * MINUTE)).toBe(1);
    await expect
      .poll(async () => (await routine(owner, made.id)).last_error, { timeout: 20_000 })
      .toMatch(/^Held by data-loss prevention: 1 finding \(credit_card\)/);
    expect(await messagesOf(owner, made.id)).toEqual([]);
    expect(completions()).toBe(before);
    expect(await routine(owner, made.id)).toMatchObject({ total_times: 1, done: true });
  });

  it("fires once for runs missed while no server ran, then keeps to its slots", async () => {
    const made = await create(owner, {
      schedule: { every: 1, period: "hours", end_type: "never", end_value: null },
    });
    // Five hourly slots pass at once (the instance was down).
    expect(await advance(5 * HOUR + 11 * MINUTE)).toBe(1);
    await settled(owner, made.id, 2);
    const after = await routine(owner, made.id);
    expect(after.total_times).toBe(1);
    // The next slot is the first one after now: start + 6 hours.
    expect(after.next_run).toBe(new Date(Date.parse(made.next_run ?? "") + 6 * HOUR).toISOString());
    expect(await advance(0)).toBe(0);
  });

  it("stops with a reason when the model is disabled or the owner removed", async () => {
    const { db } = p.t.database;
    const acme = await accountId(db, "acme");
    const made = await create(owner, {
      schedule: { every: 1, period: "days", end_type: "never", end_value: null },
    });
    await db.query("UPDATE models SET disabled = true WHERE account_id = $1 AND id = $2", [
      acme,
      Number(p.modelId),
    ]);
    try {
      await advance(11 * MINUTE);
      await expect
        .poll(async () => (await routine(owner, made.id)).stopped_reason, { timeout: 20_000 })
        .toBe("The routine's model is no longer available");
      expect(await routine(owner, made.id)).toMatchObject({ done: true, next_run: null });
    } finally {
      await db.query("UPDATE models SET disabled = false WHERE account_id = $1 AND id = $2", [
        acme,
        Number(p.modelId),
      ]);
    }

    const leaver = await signedInMember(p.t.app, db, "leaver@acme.test");
    const theirs = await create(leaver.client, {});
    await db.query("UPDATE members SET disabled = true WHERE account_id = $1 AND id = $2", [
      acme,
      leaver.memberId,
    ]);
    await advance(11 * MINUTE);
    await expect
      .poll(
        async () => {
          const rows = await db.query<{ stopped_reason: string | null }>(
            "SELECT stopped_reason FROM routines WHERE account_id = $1 AND conversation_id = $2",
            [acme, theirs.id],
          );
          return rows[0]?.stopped_reason;
        },
        { timeout: 20_000 },
      )
      .toBe("The routine's owner is no longer a member of this workspace");
  });
});
