// The DLP flow over HTTP against an OpenAI-compatible peer that echoes what it receives: a send with
// sensitive data is held, the stream answers 'DLP validation failed' with the findings, Anonymize
// sends placeholders (the provider never sees the originals) and restores them in the reply, Send
// anyway is refused in BLOCK mode, Don't send removes the messages, and a remembered choice applies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastUserText, type FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import { setWorkspaceDlpMode } from "../../../src/modules/dlp/repository.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { listen, openStream, send, signedInMember, streamText } from "../../helpers/conversations.ts";
import { startFakeProviderApp } from "../../helpers/fake-provider-app.ts";
import { GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const EMAIL = "ada.lovelace@example.com";
const CARD = "4111 1111 1111 1111";
const SENSITIVE = `Bill ${EMAIL} on card ${CARD} please`;

let t: TestApp;
let fake: FakeOpenAI;
let owner: Client;
let modelId: string;
let close: () => Promise<void>;

const chatBodies = () =>
  fake.requests.filter((r) => r.path === "/v1/chat/completions").map((r) => JSON.stringify(r.body));

const stream = (client: Client, messageId: number, body: Record<string, unknown> = {}) =>
  client.post("/api/v1/messages/stream/", { json: { message_id: messageId, ...body } });

beforeAll(async () => {
  const app = await startFakeProviderApp({
    providerModel: "fake-echo",
    script: (request) => ({ text: `You wrote: ${lastUserText(request)}` }),
  });
  ({ t, fake, owner, modelId } = app);
  close = app.close;
});
afterAll(() => close());

async function heldSend(conversationId?: number) {
  const ids = await send(owner, {
    message: SENSITIVE,
    model_id: modelId,
    ...(conversationId ? { conversation_id: String(conversationId) } : {}),
  });
  return {
    conversationId: ids.conversation_id,
    replyId: ids.assistant_message_id ?? 0,
    userId: ids.user_message_id ?? 0,
  };
}

describe("a send with sensitive data", () => {
  it("is held: the stream answers 'DLP validation failed' with masked findings, nothing reaches the provider", async () => {
    const before = fake.requests.length;
    const { conversationId, replyId } = await heldSend();
    const page = (await owner.get(`/api/v1/conversations/${conversationId}/messages/`)).json();
    expect(page.results.at(-1)).toMatchObject({ id: replyId, status: "held", streaming: true });
    const res = await stream(owner, replyId);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: "DLP validation failed",
      code: "dlp_validation_failed",
      detail: {
        mode: "WARN",
        content_result: [
          { type: "email", text: expect.stringMatching(/^ad•••om$/) },
          { type: "credit_card", text: expect.stringMatching(/^41•••11$/) },
        ],
        document_results: [],
        rememberizer_api_result_content: [],
      },
    });
    expect(JSON.stringify(res.json())).not.toContain(EMAIL);
    expect(fake.requests.length).toBe(before);
    // Another workspace cannot even see it.
    const globex = createClient(t.app, GLOBEX.host);
    await globex.login(GLOBEX.email, GLOBEX.password);
    expect((await stream(globex, replyId, { dlp_preference: "send_anyway" })).statusCode).toBe(404);
  });

  it("Anonymize text: the provider gets placeholders only, the reply shows the originals", async () => {
    const { replyId } = await heldSend();
    const before = fake.requests.length;
    const res = await stream(owner, replyId, { dlp_preference: "anonymize" });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(text).toContain(EMAIL);
    expect(text).toContain(CARD);
    const lastBody = chatBodies().at(-1) ?? "";
    expect(fake.requests.length).toBeGreaterThan(before);
    expect(lastBody).not.toContain(EMAIL);
    expect(lastBody).not.toContain("4111");
    expect(lastBody).toContain("[EMAIL_1]");
    expect(lastBody).toContain("[CARD_1]");
    expect(await streamText(owner, replyId)).toContain(EMAIL);
  });

  it("Don't send removes the message and the held reply", async () => {
    const { conversationId, replyId, userId } = await heldSend();
    const res = await stream(owner, replyId, { dlp_preference: "dont_send" });
    expect(res.json()).toEqual({ data: { deleted_ids: [replyId, userId] } });
    const ids = (await owner.get(`/api/v1/conversations/${conversationId}/messages/`))
      .json()
      .results.map((m: { id: number }) => m.id);
    expect(ids).not.toContain(replyId);
    expect(ids).not.toContain(userId);
  });

  it("Send anyway sends the text as written; in BLOCK mode it is refused", async () => {
    const { replyId } = await heldSend();
    expect((await stream(owner, replyId, { dlp_preference: "send_anyway" })).statusCode).toBe(200);
    expect(chatBodies().at(-1)).toContain(EMAIL);

    await setWorkspaceDlpMode(t.database.db, "acme", "BLOCK");
    try {
      const blocked = await heldSend();
      const res = await stream(owner, blocked.replyId);
      expect(res.json().error.detail.mode).toBe("BLOCK");
      const refused = await stream(owner, blocked.replyId, { dlp_preference: "send_anyway" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("dlp_blocked");
      expect((await stream(owner, blocked.replyId, { dlp_preference: "anonymize" })).statusCode).toBe(200);
    } finally {
      await setWorkspaceDlpMode(t.database.db, "acme", "WARN");
    }
  });

  it("a remembered choice applies silently; a stored Don't send refuses at the stream", async () => {
    const first = await heldSend();
    expect(
      (await stream(owner, first.replyId, { dlp_preference: "anonymize", remember: true })).statusCode,
    ).toBe(200);
    const conversation = (await owner.get(`/api/v1/conversations/${first.conversationId}/`)).json();
    expect(conversation.dlp_preference).toBe("anonymize");
    // The next sensitive message goes at once, anonymized.
    const next = await send(owner, {
      message: SENSITIVE,
      model_id: modelId,
      conversation_id: String(first.conversationId),
    });
    expect(await streamText(owner, next.assistant_message_id ?? 0)).toContain(EMAIL);
    expect(chatBodies().at(-1)).not.toContain(EMAIL);

    const patched = await owner.request("PATCH", `/api/v1/conversations/${first.conversationId}/`, {
      json: { dlp_preference: "dont_send" },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const held = await heldSend(first.conversationId);
    const res = await stream(owner, held.replyId);
    expect(res.json().error.code).toBe("dlp_validation_failed");
    const ids = (await owner.get(`/api/v1/conversations/${first.conversationId}/messages/`))
      .json()
      .results.map((m: { id: number }) => m.id);
    expect(ids).not.toContain(held.replyId);
  });

  it("ordinary text is not held", async () => {
    const ids = await send(owner, {
      message: "Order 4411 ships on 2026-11-22 for $1,250.00, v2.3.1",
      model_id: modelId,
    });
    expect(await streamText(owner, ids.assistant_message_id ?? 0)).toContain("You wrote:");
  });

  it("a colleague cannot choose for someone else's held reply", async () => {
    const { replyId } = await heldSend();
    const colleague = await signedInMember(t.app, t.database.db, "colleague-dlp@acme.test");
    expect((await stream(colleague.client, replyId, { dlp_preference: "send_anyway" })).statusCode).toBe(404);
  });
});

describe("regenerating a reply to sensitive data", () => {
  const regenerate = async (replyId: number) =>
    send(owner, { message: "", regenerate_message_id: String(replyId), model_id: modelId });

  it("asks again: a one-time choice does not carry over; Don't send withdraws the new reply only", async () => {
    const { conversationId, replyId, userId } = await heldSend();
    expect((await stream(owner, replyId, { dlp_preference: "send_anyway" })).statusCode).toBe(200);

    const before = fake.requests.length;
    expect((await regenerate(replyId)).assistant_message_id).toBe(replyId);
    const held = await stream(owner, replyId);
    expect(held.statusCode).toBe(400);
    expect(held.json().error.detail.content_result).toHaveLength(2);
    expect(fake.requests.length).toBe(before);

    expect((await stream(owner, replyId, { dlp_preference: "anonymize" })).body).toContain(EMAIL);
    expect(chatBodies().at(-1)).not.toContain(EMAIL);
    expect(chatBodies().at(-1)).toContain("[EMAIL_1]");

    await regenerate(replyId);
    const withdrawn = await stream(owner, replyId, { dlp_preference: "dont_send" });
    expect(withdrawn.json()).toEqual({ data: { deleted_ids: [replyId] } });
    const ids = (await owner.get(`/api/v1/conversations/${conversationId}/messages/`))
      .json()
      .results.map((m: { id: number }) => m.id);
    expect(ids).toContain(userId);
    expect(ids).not.toContain(replyId);
  });

  it("a remembered Anonymize applies to regenerated replies without asking", async () => {
    const { replyId } = await heldSend();
    await stream(owner, replyId, { dlp_preference: "anonymize", remember: true });
    await regenerate(replyId);
    expect(await streamText(owner, replyId)).toContain(EMAIL);
    expect(chatBodies().at(-1)).not.toContain(EMAIL);
  });
});

describe("a collaborator and a held reply", () => {
  it("follows it as still to come, and receives it once the sender chooses", async () => {
    const { conversationId, replyId } = await heldSend();
    const enabled = await owner.post("/api/v1/collaboration/enable/", {
      json: { conversation_id: conversationId },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const bob = await signedInMember(t.app, t.database.db, "bob-dlp@acme.test");
    const joined = await bob.client.post("/api/v1/collaboration/join/", {
      json: { conversation_slug: enabled.json().data.collaboration_slug },
    });
    expect(joined.statusCode, joined.body).toBe(200);

    const port = await listen(t.app);
    const following = openStream(port, bob.client, replyId);
    let ended = false;
    void following.done.then(() => (ended = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Not settled with an empty reply: it waits for the sender.
    expect(ended).toBe(false);
    expect(following.text()).toBe("");

    expect((await stream(owner, replyId, { dlp_preference: "send_anyway" })).statusCode).toBe(200);
    expect(await following.done).toContain(`You wrote: ${SENSITIVE}`);
  });
});
