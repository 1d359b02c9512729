// PATCH and DELETE /api/v1/messages/{id}/ with docs/product/collaboration.md § Roles and permissions: own
// messages for anyone, all for the owner; an assistant reply for the owner or the sender of the message
// before it; nothing while the reply (or the next message) streams; 404 across tenants and for
// non-participants.
import { messagePageSchema, messageSchema } from "@parley/shared-contracts/api/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addParticipant } from "../../../src/modules/conversations/repository.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { accountId, offlineModelId, send, signedInMember, streamText } from "../../helpers/conversations.ts";
import type { SendIds } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let bob: Client;
let carol: Client;
let gina: Client;
let model: string;
/** Owner's conversation with Bob and Carol as participants: Ada asks, then Bob asks. */
let ada: SendIds;
let bobs: SendIds;
beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "0" } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  const b = await signedInMember(t.app, t.database.db, "bob@acme.test");
  const c = await signedInMember(t.app, t.database.db, "carol@acme.test");
  bob = b.client;
  carol = c.client;
  gina = createClient(t.app, GLOBEX.host);
  await gina.login(GLOBEX.email, GLOBEX.password);
  model = String(await offlineModelId(t.database.db));
  const acme = await accountId(t.database.db, "acme");

  ada = await send(owner, { message: "Ada asks", model_id: model });
  await streamText(owner, ada.assistant_message_id ?? 0);
  await addParticipant(t.database.db, acme, ada.conversation_id, b.memberId);
  await addParticipant(t.database.db, acme, ada.conversation_id, c.memberId);
  bobs = await send(bob, {
    message: "Bob asks",
    model_id: model,
    conversation_id: String(ada.conversation_id),
  });
  await streamText(bob, bobs.assistant_message_id ?? 0);
});
afterAll(() => t.close());

const edit = (client: Client, id: number | null, content: string) =>
  client.patch(`/api/v1/messages/${id}/`, { json: { content } });

describe("editing", () => {
  it("lets a participant edit their own message but not another's", async () => {
    const own = await edit(bob, bobs.user_message_id, "Bob asks, edited");
    expect(own.statusCode).toBe(200);
    const message = messageSchema.parse(own.json());
    expect(message).toMatchObject({ content: "Bob asks, edited", type: "user" });
    expect(message.edited_at).not.toBeNull();
    const other = await edit(bob, ada.user_message_id, "not mine");
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe("forbidden");
  });

  it("lets the owner and the sender of the preceding message edit a reply, nobody else", async () => {
    expect((await edit(bob, bobs.assistant_message_id, "Bob's reply, edited")).statusCode).toBe(200);
    expect((await edit(carol, bobs.assistant_message_id, "carol")).statusCode).toBe(403);
    expect((await edit(bob, ada.assistant_message_id, "bob")).statusCode).toBe(403);
    expect((await edit(owner, bobs.assistant_message_id, "Owner edits everything")).statusCode).toBe(200);
    expect((await edit(owner, bobs.user_message_id, "Owner edits Bob's message")).statusCode).toBe(200);
  });

  it("validates the content and answers 404 across tenants and for unknown ids", async () => {
    expect((await edit(owner, ada.user_message_id, "")).statusCode).toBe(400);
    expect(
      (await owner.patch(`/api/v1/messages/${ada.user_message_id}/`, { json: { content: "x", extra: 1 } }))
        .statusCode,
    ).toBe(400);
    expect((await edit(gina, ada.user_message_id, "hack")).statusCode).toBe(404);
    expect((await gina.request("DELETE", `/api/v1/messages/${ada.user_message_id}/`)).statusCode).toBe(404);
    expect((await edit(owner, 987654, "x")).statusCode).toBe(404);
  });
});

describe("deleting", () => {
  it("follows the same rules and updates the conversation", async () => {
    const extra = await send(carol, {
      message: "Carol's note",
      non_ai: "true",
      conversation_id: String(ada.conversation_id),
    });
    expect((await bob.delete(`/api/v1/messages/${extra.user_message_id}/`)).statusCode).toBe(403);
    const res = await carol.delete(`/api/v1/messages/${extra.user_message_id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { deleted_ids: [extra.user_message_id] } });
    const page = messagePageSchema.parse(
      (await owner.get(`/api/v1/conversations/${ada.conversation_id}/messages/`)).json(),
    );
    expect(page.results.map((m) => m.id)).not.toContain(extra.user_message_id);
    expect((await carol.delete(`/api/v1/messages/${extra.user_message_id}/`)).statusCode).toBe(404);
  });
});

describe("deleting a question to the model", () => {
  it("takes its reply with it; deleting a reply leaves the question", async () => {
    const first = await send(owner, { message: "First question", model_id: model });
    await streamText(owner, first.assistant_message_id ?? 0);
    const second = await send(owner, {
      message: "Second question",
      model_id: model,
      conversation_id: String(first.conversation_id),
    });
    await streamText(owner, second.assistant_message_id ?? 0);

    const res = await owner.delete(`/api/v1/messages/${first.user_message_id}/`);
    expect(res.json()).toEqual({
      data: { deleted_ids: [first.user_message_id, first.assistant_message_id] },
    });
    const reply = await owner.delete(`/api/v1/messages/${second.assistant_message_id}/`);
    expect(reply.json()).toEqual({ data: { deleted_ids: [second.assistant_message_id] } });
    const page = messagePageSchema.parse(
      (await owner.get(`/api/v1/conversations/${first.conversation_id}/messages/`)).json(),
    );
    expect(page.results.map((m) => m.id)).toEqual([second.user_message_id]);
  });
});

describe("while a reply streams", () => {
  let slow: TestApp;
  let client: Client;
  beforeAll(async () => {
    slow = await createTestApp({ env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "50" } });
    client = createClient(slow.app, ACME.host);
    await client.login(ACME.email, ACME.password);
  });
  afterAll(() => slow.close());

  it("refuses to edit or delete the reply and to delete the message before it (409)", async () => {
    const ids = await send(client, {
      message: "long answer",
      model_id: String(await offlineModelId(slow.database.db)),
    });
    expect((await edit(client, ids.assistant_message_id, "x")).statusCode).toBe(409);
    expect((await client.delete(`/api/v1/messages/${ids.assistant_message_id}/`)).statusCode).toBe(409);
    const previous = await client.delete(`/api/v1/messages/${ids.user_message_id}/`);
    expect(previous.statusCode).toBe(409);
    expect(previous.json().error.code).toBe("reply_in_progress");
    // Editing the user message is allowed (edit + regenerate edits first).
    expect((await edit(client, ids.user_message_id, "long answer please")).statusCode).toBe(200);
  });
});
