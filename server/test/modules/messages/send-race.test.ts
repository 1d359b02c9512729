// One reply at a time per conversation, held by the database (migration 0030): 20 sends, a regenerate
// and an edit fired at one conversation at the same moment start exactly one reply; every other send
// or regenerate gets the 409 reply_in_progress, and nothing of a refused send is stored. The race is
// real on PostgreSQL (the unit run's database in CI): without the index all 21 start a reply there.
// PGlite runs one statement at a time and mostly serializes them, so there the checks before the
// transaction already answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { accountId, offlineModelId, send, streamText } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let offline: number;
beforeAll(async () => {
  // Replies stream for seconds: the first one is still running while the others arrive.
  t = await createTestApp({ env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "30", PARLEY_SEND_MAX: "1000" } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  offline = await offlineModelId(t.database.db);
});
afterAll(() => t.close());

const SENDS = 20;

describe("two sends at once to one conversation", () => {
  it("start exactly one reply: the rest are refused with 409, and leave nothing behind", async () => {
    // A conversation with one finished exchange: its reply may be regenerated, its question edited.
    const first = await send(owner, { message: "Start", model_id: String(offline), conversation_id: "0" });
    await streamText(owner, first.assistant_message_id ?? 0);
    const conversationId = first.conversation_id;
    const acme = await accountId(t.database.db, "acme");
    const count = async (type: "user" | "assistant") =>
      (
        await t.database.db.query<{ n: number }>(
          "SELECT count(*)::integer AS n FROM messages WHERE account_id = $1 AND conversation_id = $2 AND type = $3",
          [acme, conversationId, type],
        )
      )[0]?.n;

    const sends = Array.from({ length: SENDS }, (_, i) =>
      owner.post("/api/v1/messages/send/", {
        multipart: {
          message: `At once ${i}`,
          model_id: String(offline),
          conversation_id: String(conversationId),
        },
      }),
    );
    const regenerate = owner.post("/api/v1/messages/send/", {
      multipart: { message: "", regenerate_message_id: String(first.assistant_message_id) },
    });
    const edit = owner.patch(`/api/v1/messages/${first.user_message_id}/`, {
      json: { content: "Start, edited" },
    });
    const answers = await Promise.all([...sends, regenerate]);
    const editAnswer = await edit;

    const started = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(started, answers.map((res) => res.body).join("\n")).toHaveLength(1);
    // The regenerate may also meet a send that won before it even looked: its reply is no longer the last.
    const lateRegenerate = answers.at(-1)?.statusCode === 400;
    if (lateRegenerate) expect(answers.at(-1)?.json()).toMatchObject({ error: { code: "not_regenerable" } });
    expect(refused).toHaveLength(answers.length - 1 - (lateRegenerate ? 1 : 0));
    for (const res of refused)
      expect(res.json()).toMatchObject({
        error: { code: "reply_in_progress", message: "A reply is still being written in this conversation" },
      });
    // The edit of a finished question is no reply: it is not refused.
    expect(editAnswer.statusCode, editAnswer.body).toBe(200);

    // One running reply, and no question of a refused send: a new send added one of each, a
    // regenerate none.
    const running = await t.database.db.query<{ id: number }>(
      "SELECT id FROM messages WHERE account_id = $1 AND conversation_id = $2 AND type = 'assistant' AND status IN ('streaming', 'held')",
      [acme, conversationId],
    );
    expect(running).toHaveLength(1);
    const regenerated = started[0] === answers.at(-1);
    expect(await count("user")).toBe(regenerated ? 1 : 2);
    expect(await count("assistant")).toBe(regenerated ? 1 : 2);
  });
});
