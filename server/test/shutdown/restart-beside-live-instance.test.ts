// A rolling restart starts an instance beside live ones on the same PostgreSQL: its start must not
// settle the replies they are still writing (heartbeat fresh), only those whose generator is gone
// (heartbeat stale). Alone on the embedded database every streaming reply is orphaned.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertConversation } from "../../src/modules/conversations/repository.ts";
import { recoverAtStart } from "../../src/modules/generation/recovery-at-start.ts";
import { findMemberByEmail } from "../../src/modules/members/repository.ts";
import { insertMessage } from "../../src/modules/messages/repository.ts";
import { accountId } from "../helpers/conversations.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let acme: number;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp();
  acme = await accountId(t.database.db, "acme");
  ownerId = (await findMemberByEmail(t.database.db, acme, ACME.email))?.id ?? 0;
});
afterAll(() => t.close());

async function streaming(heartbeatAgeSeconds: number): Promise<number> {
  const db = t.database.db;
  const conversationId = await insertConversation(db, acme, ownerId, "Rolling restart");
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

describe("an instance starting on a shared database", () => {
  it("settles only replies whose heartbeat is stale, even with PARLEY_ROLE=all", async () => {
    const live = await streaming(2);
    const stale = await streaming(600);
    const settled = (await recoverAtStart(t.database.db, "all", true)).map((row) => row.id);
    expect(settled).toContain(stale);
    expect(settled).not.toContain(live);
    const rows = await t.database.db.query<{ id: number; status: string }>(
      "SELECT id, status FROM messages WHERE id IN ($1, $2) ORDER BY id",
      [live, stale],
    );
    expect(rows).toEqual([
      { id: live, status: "streaming" },
      { id: stale, status: "failed" },
    ]);
  });

  it("alone on the embedded database, settles every streaming reply", async () => {
    const fresh = await streaming(2);
    const settled = (await recoverAtStart(t.database.db, "all", false)).map((row) => row.id);
    expect(settled).toContain(fresh);
  });
});
