// PARLEY_REPLY_STALE_MS: how old a streaming reply's heartbeat must be before another instance
// settles it (a killed instance's replies). The rolling-restart e2e sets 15 s so its `kill -9` case
// ends in seconds rather than the default's ~90; a value under three heartbeats is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { insertConversation } from "../../src/modules/conversations/repository.ts";
import { recoverAtStart } from "../../src/modules/generation/recovery-at-start.ts";
import { findMemberByEmail } from "../../src/modules/members/repository.ts";
import { insertMessage } from "../../src/modules/messages/repository.ts";
import { sweepEveryMs } from "../../src/plugins/generation.ts";
import { accountId } from "../helpers/conversations.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

describe("PARLEY_REPLY_STALE_MS", () => {
  it("defaults to 60 s, takes 15 s and more, and refuses less than three heartbeats", () => {
    expect(loadConfig({}).generation.replyStaleMs).toBe(60_000);
    expect(loadConfig({ PARLEY_REPLY_STALE_MS: "15000" }).generation.replyStaleMs).toBe(15_000);
    expect(() => loadConfig({ PARLEY_REPLY_STALE_MS: "5000" })).toThrow(/PARLEY_REPLY_STALE_MS/);
  });

  it("sweeps every half of the stale age, at most every 30 s", () => {
    expect(sweepEveryMs(60_000)).toBe(30_000);
    expect(sweepEveryMs(15_000)).toBe(7_500);
    expect(sweepEveryMs(600_000)).toBe(30_000);
  });
});

describe("a starting instance on a shared database with a short stale age", () => {
  let t: TestApp;
  let acme: number;
  let ownerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await accountId(t.database.db, "acme");
    ownerId = (await findMemberByEmail(t.database.db, acme, ACME.email))?.id ?? 0;
  });
  afterAll(() => t.close());

  /** A reply left "streaming" whose last heartbeat is this many seconds old. */
  async function streaming(heartbeatAgeSeconds: number): Promise<number> {
    const db = t.database.db;
    const conversationId = await insertConversation(db, acme, ownerId, "Streaming");
    const id = await insertMessage(db, acme, {
      conversationId,
      type: "assistant",
      senderId: ownerId,
      content: "",
      status: "streaming",
      nonAi: false,
      modelId: null,
      modelDisplayName: "Offline demo",
      parameters: {},
    });
    await db.query("UPDATE messages SET heartbeat_at = now() - make_interval(secs => $2) WHERE id = $1", [
      id,
      heartbeatAgeSeconds,
    ]);
    return id;
  }

  it("settles a reply silent for 20 s with 15 s, which the default age leaves streaming", async () => {
    const live = await streaming(2);
    const silent = await streaming(20);
    const byDefault = (await recoverAtStart(t.database.db, "all", true)).map((row) => row.id);
    expect(byDefault).not.toContain(silent);
    const short = (await recoverAtStart(t.database.db, "all", true, 15_000)).map((row) => row.id);
    expect(short).toContain(silent);
    expect(short).not.toContain(live);
  });
});
