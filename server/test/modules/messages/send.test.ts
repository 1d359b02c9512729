// POST /api/v1/messages/send/ with the offline model: new conversations, non-AI messages, the
// validation errors, token limit, regenerate rules and tenancy.
import { conversationSchema } from "@parley/shared-contracts/api/conversations";
import { messagePageSchema } from "@parley/shared-contracts/api/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateModel } from "../../../src/modules/models/repository.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { accountId, eventually, offlineModelId, send, streamText } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let gina: Client;
let offline: number;
beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "0" } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  gina = createClient(t.app, GLOBEX.host);
  await gina.login(GLOBEX.email, GLOBEX.password);
  offline = await offlineModelId(t.database.db);
});
afterAll(() => t.close());

const messagesOf = async (client: Client, conversationId: number) =>
  messagePageSchema.parse(
    (await client.get(`/api/v1/conversations/${conversationId}/messages/?limit=100`)).json(),
  ).results;

describe("sending to the offline model", () => {
  it("creates the conversation on the first send, named from the first words, and generates the reply", async () => {
    const ids = await send(owner, {
      message: "Plan the quarterly offsite for the whole engineering team in Lisbon next spring please",
      model_id: String(offline),
      conversation_id: "0",
    });
    expect(ids.assistant_message_id).toBe(ids.user_message_id + 1);
    const conversation = conversationSchema.parse(
      (await owner.get(`/api/v1/conversations/${ids.conversation_id}/`)).json(),
    );
    expect(conversation.name).toBe("Plan the quarterly offsite for the whole engineering…");
    expect(conversation.requester_is_owner).toBe(true);
    expect(conversation.last_used_model_id).toBe(offline);

    const text = await streamText(owner, ids.assistant_message_id ?? 0);
    expect(text).toMatch(/^<think>The message has 14 words/);
    const [user, reply] = await eventually(
      () => messagesOf(owner, ids.conversation_id),
      (m) => m[1]?.status === "complete",
    );
    expect(user).toMatchObject({ type: "user", sender: { name: "Ada Owner" }, cost: "0", streaming: false });
    expect(reply).toMatchObject({
      type: "assistant",
      content: text,
      model: offline,
      model_display_name: "Offline demo",
      streaming: false,
      status: "complete",
      error: null,
      sender: null,
      cost: "0",
    });
    // The profile remembers the model for the next conversation.
    expect((await owner.get("/api/v1/members/detail")).json()).toMatchObject({
      last_used_model_id: offline,
      last_used_model: offline,
    });
    const after = conversationSchema.parse(
      (await owner.get(`/api/v1/conversations/${ids.conversation_id}/`)).json(),
    );
    expect(after.size).toBe(user!.content.length + text.length);
    expect(after.conversation_total_usage_cost).toBe("0.00");
  });

  it("accepts a JSON or form body as well as multipart", async () => {
    const res = await owner.post("/api/v1/messages/send/", {
      json: { message: "as json", model_id: offline, conversation_id: 0 },
    });
    expect(res.statusCode).toBe(200);
    const form = await owner.post("/api/v1/messages/send/", {
      form: { message: "as form", non_ai: "true", conversation_id: String(res.json().data.conversation_id) },
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data.conversation_id).toBe(res.json().data.conversation_id);
    await t.app.generation.whenIdle();
  });

  it("stores a non-AI message without a reply and without needing a model", async () => {
    const ids = await send(owner, { message: "Note to self", non_ai: "true" });
    expect(ids.assistant_message_id).toBeNull();
    const messages = await messagesOf(owner, ids.conversation_id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ non_ai: true, type: "user", content: "Note to self" });
  });

  it("answers 400 for an empty message, no model, a disabled model, bad parameters and files", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ message: "   ", model_id: String(offline) }, "message_required", "Message must not be empty"],
      [{ message: "hi" }, "model_required", "No model available"],
      [{ message: "hi", model_id: "999999" }, "model_unavailable", "This model is not available"],
      [
        { message: "hi", model_id: String(offline), user_model_parameters: "{oops" },
        "validation_error",
        "user_model_parameters must be JSON",
      ],
      [
        { message: "hi", model_id: String(offline), user_model_parameters: '{"temperature":9}' },
        "validation_error",
        "Invalid model parameters",
      ],
    ];
    for (const [fields, code, message] of cases) {
      const res = await owner.post("/api/v1/messages/send/", { multipart: fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code, message } });
    }
    // A file whose content is not what its name says.
    const withFile = await owner.post("/api/v1/messages/send/", {
      multipart: {
        message: "see file",
        model_id: String(offline),
        files: { filename: "report.pdf", content: "hello, not a PDF" },
      },
    });
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().error).toMatchObject({
      code: "unsupported_file_type",
      message: "report.pdf: this file type is not supported",
    });

    const acme = await accountId(t.database.db, "acme");
    await updateModel(t.database.db, acme, offline, { disabled: true });
    const disabled = await owner.post("/api/v1/messages/send/", {
      multipart: { message: "hi", model_id: String(offline) },
    });
    expect(disabled.json().error.code).toBe("model_unavailable");
    await updateModel(t.database.db, acme, offline, { disabled: false });
  });

  it("answers 400 'Token limit exceeded' when the conversation would not fit the model's context", async () => {
    const acme = await accountId(t.database.db, "acme");
    await updateModel(t.database.db, acme, offline, { context_size: 300 });
    try {
      const res = await owner.post("/api/v1/messages/send/", {
        multipart: { message: "x".repeat(1200), model_id: String(offline), conversation_id: "0" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { message: "Token limit exceeded", code: "token_limit_exceeded" },
      });
      // max_tokens reserves room for the reply too.
      const reserved = await owner.post("/api/v1/messages/send/", {
        multipart: {
          message: "short",
          model_id: String(offline),
          user_model_parameters: '{"max_tokens":299}',
        },
      });
      expect(reserved.json().error?.message).toBe("Token limit exceeded");
    } finally {
      await updateModel(t.database.db, acme, offline, { context_size: 32768 });
    }
  });

  it("answers 404 with the spec's text for a conversation of another tenant or member", async () => {
    const ids = await send(owner, { message: "acme secret", non_ai: "true" });
    const res = await gina.post("/api/v1/messages/send/", {
      multipart: { message: "hi", non_ai: "true", conversation_id: String(ids.conversation_id) },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        message: "Conversation does not exist or you do not have access to it!",
        code: "conversation_not_found",
      },
    });
    // Another tenant's model id is not usable either.
    const globexModel = await offlineModelId(t.database.db, "globex");
    const foreign = await owner.post("/api/v1/messages/send/", {
      multipart: { message: "hi", model_id: String(globexModel) },
    });
    expect(foreign.json().error.code).toBe("model_unavailable");
  });
});

describe("regenerate", () => {
  it("replaces the last reply in place (same id) and refuses any other message", async () => {
    const first = await send(owner, { message: "first question", model_id: String(offline) });
    await streamText(owner, first.assistant_message_id ?? 0);
    const second = await send(owner, {
      message: "second question",
      model_id: String(offline),
      conversation_id: String(first.conversation_id),
    });
    await streamText(owner, second.assistant_message_id ?? 0);
    const before = await messagesOf(owner, first.conversation_id);

    const old = await owner.post("/api/v1/messages/send/", {
      multipart: {
        message: "",
        regenerate_message_id: String(first.assistant_message_id),
        conversation_id: String(first.conversation_id),
      },
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe("not_regenerable");
    const user = await owner.post("/api/v1/messages/send/", {
      multipart: { message: "", regenerate_message_id: String(second.user_message_id) },
    });
    expect(user.json().error.code).toBe("not_regenerable");

    const again = await send(owner, {
      message: "",
      regenerate_message_id: String(second.assistant_message_id),
      conversation_id: String(first.conversation_id),
    });
    expect(again).toEqual({
      conversation_id: first.conversation_id,
      user_message_id: second.user_message_id,
      assistant_message_id: second.assistant_message_id,
    });
    const text = await streamText(owner, second.assistant_message_id ?? 0);
    // The same prompt (the reply itself is not part of it): the offline model answers the same.
    expect(text).toContain("after 2 earlier messages");
    expect(text).toBe(before.at(-1)?.content);
    const after = await messagesOf(owner, first.conversation_id);
    expect(after.map((m) => m.id)).toEqual(before.map((m) => m.id));
    expect(after.at(-1)).toMatchObject({ status: "complete", content: text });
    expect(Date.parse(after.at(-1)?.timestamp ?? "")).toBeGreaterThan(
      Date.parse(before.at(-1)?.timestamp ?? ""),
    );
  });
});

describe("while a reply is being written", () => {
  let slow: TestApp;
  let client: Client;
  beforeAll(async () => {
    slow = await createTestApp({ env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "40" } });
    client = createClient(slow.app, ACME.host);
    await client.login(ACME.email, ACME.password);
  });
  afterAll(() => slow.close());

  it("refuses to regenerate it and refuses another AI send in the conversation (409)", async () => {
    const model = await offlineModelId(slow.database.db);
    const ids = await send(client, { message: "slow one", model_id: String(model) });
    const res = await client.post("/api/v1/messages/send/", {
      multipart: { message: "", regenerate_message_id: String(ids.assistant_message_id) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("reply_in_progress");
    const next = await client.post("/api/v1/messages/send/", {
      multipart: { message: "again", model_id: String(model), conversation_id: String(ids.conversation_id) },
    });
    expect(next.statusCode).toBe(409);
    // A message between people is fine meanwhile.
    const note = await client.post("/api/v1/messages/send/", {
      multipart: { message: "fyi", non_ai: "true", conversation_id: String(ids.conversation_id) },
    });
    expect(note.statusCode).toBe(200);
  });
});
