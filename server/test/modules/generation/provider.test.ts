// The real OpenAI-compatible provider path (AI SDK + @ai-sdk/openai-compatible) against the fake
// server on loopback: deltas, reasoning → <think>, usage and cost, parameters in the request body,
// errors before and during the stream, a stalled stream stopped or timed out, the generated title.
import { conversationSchema } from "@parley/shared-contracts/api/conversations";
import { messageSchema } from "@parley/shared-contracts/api/messages";
import type { Message } from "@parley/shared-contracts/api/messages";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type {
  ChatCompletionRequest,
  FakeOpenAI,
  FakeReply,
} from "@parley/test-fakes/openai-compatible-server";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { eventually, send, streamText } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const KEY = "sk-fake-0123456789";
let t: TestApp;
let fake: FakeOpenAI;
let owner: Client;
let modelId: number;
/** What the next chat request (not the title request) is answered with. */
let nextReply: FakeReply = {};

const isTitleRequest = (request: ChatCompletionRequest) =>
  request.messages?.[0]?.role === "system" &&
  String(request.messages[0].content).includes("You name conversations");

beforeAll(async () => {
  fake = await startFakeOpenAI({
    apiKey: KEY,
    models: ["fake-chat"],
    script: (request) => (isTitleRequest(request) ? { text: '"Budget Review Kickoff"' } : nextReply),
  });
  t = await createTestApp({ env: { PARLEY_PROVIDER_CHUNK_TIMEOUT_MS: "1500" } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  const provider = await owner.request("PUT", "/api/v1/admin/providers/openai_compatible/", {
    json: { api_key: KEY, base_url: fake.baseURL },
  });
  expect(provider.statusCode).toBe(200);
  const created = await owner.post("/api/v1/admin/models/", {
    json: {
      name: "fake-chat-model",
      display_name: "Fake Chat",
      source_type: "openai_compatible",
      provider_model: "fake-chat",
      context_size: 16000,
      price_input_per_token: "0.001",
      price_output_per_token: "0.002",
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  modelId = created.json().id;
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  nextReply = {};
});

const chatRequests = () =>
  fake.requests.filter(
    (r) => r.path === "/v1/chat/completions" && !isTitleRequest(r.body as ChatCompletionRequest),
  );

async function settled(conversationId: number, id: number): Promise<Message> {
  return eventually(
    async () => {
      const page = (await owner.get(`/api/v1/conversations/${conversationId}/messages/?limit=50`)).json();
      return messageSchema.parse(page.results.find((m: { id: number }) => m.id === id));
    },
    (m) => !m.streaming,
  );
}

describe("OpenAI-compatible provider through the AI SDK", () => {
  it("streams the deltas with reasoning as <think>, stores usage and cost, and titles the conversation", async () => {
    nextReply = { reasoning: "Thinking about budgets.", text: "Here is the budget plan.", chunkSize: 3 };
    const ids = await send(owner, {
      message: "Help me review the budget",
      model_id: String(modelId),
      user_model_parameters: JSON.stringify({ temperature: 0.25, max_tokens: 321, top_p: 0.9 }),
    });
    const text = await streamText(owner, ids.assistant_message_id ?? 0);
    expect(text).toBe("<think>Thinking about budgets.</think>Here is the budget plan.");
    const reply = await settled(ids.conversation_id, ids.assistant_message_id ?? 0);
    expect(reply).toMatchObject({
      status: "complete",
      content: text,
      model_display_name: "Fake Chat",
      error: null,
    });

    const request = chatRequests().at(-1);
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body).toMatchObject({
      model: "fake-chat",
      stream: true,
      temperature: 0.25,
      max_tokens: 321,
      top_p: 0.9,
      messages: [{ role: "user", content: "Help me review the budget" }],
    });
    // The fake counts 4 characters a token: prompt 25 chars → 7, completion 47 chars → 12.
    expect(reply.cost).toBe(String(7 * 0.001 + 12 * 0.002));
    const conversation = await eventually(
      async () =>
        conversationSchema.parse((await owner.get(`/api/v1/conversations/${ids.conversation_id}/`)).json()),
      (c) => c.name === "Budget Review Kickoff",
    );
    expect(conversation.conversation_last_message_cost).toBe("0.04"); // 0.031 rounded up to whole cents
    expect(conversation.conversation_total_usage_cost).toBe("0.04");
  });

  it("sends the earlier exchange as history and accumulates the conversation's cost", async () => {
    nextReply = { text: "First." };
    const first = await send(owner, { message: "One", model_id: String(modelId) });
    await streamText(owner, first.assistant_message_id ?? 0);
    nextReply = { text: "Second." };
    const second = await send(owner, {
      message: "Two",
      model_id: String(modelId),
      conversation_id: String(first.conversation_id),
    });
    await streamText(owner, second.assistant_message_id ?? 0);
    await settled(first.conversation_id, second.assistant_message_id ?? 0);
    expect(chatRequests().at(-1)?.body).toMatchObject({
      messages: [
        { role: "user", content: "One" },
        { role: "assistant", content: "First." },
        { role: "user", content: "Two" },
      ],
    });
    const conversation = conversationSchema.parse(
      (await owner.get(`/api/v1/conversations/${first.conversation_id}/`)).json(),
    );
    // 0.001·1 + 0.002·2 = 0.005, then 0.001·4 + 0.002·2 = 0.008: total 0.013 → 0.02, last 0.008 → 0.01.
    expect(conversation.conversation_total_usage_cost).toBe("0.02");
    expect(conversation.conversation_last_message_cost).toBe("0.01");
  });

  it("fails the reply with the spec's error and an <exception> block when the provider refuses (before the stream)", async () => {
    nextReply = { httpError: { status: 400, message: "This model's maximum context length is exceeded" } };
    const ids = await send(owner, { message: "refused", model_id: String(modelId) });
    const text = await streamText(owner, ids.assistant_message_id ?? 0);
    expect(text).toBe(
      "<exception>The model provider refused the request (HTTP 400): This model's maximum context length is exceeded</exception>",
    );
    expect(await settled(ids.conversation_id, ids.assistant_message_id ?? 0)).toMatchObject({
      status: "failed",
      error: "Something went wrong with streaming messages.",
      content: text,
    });
  });

  it("keeps the partial text when the provider fails mid-stream", async () => {
    nextReply = { text: "abcdefghijklmnopqrstuvwxyz", chunkSize: 4, failAfterChunks: 3, pacing: 200 };
    const ids = await send(owner, { message: "break midway", model_id: String(modelId) });
    const text = await streamText(owner, ids.assistant_message_id ?? 0);
    expect(text).toMatch(/^abcdefghijkl<exception>The model provider's reply broke off: .+<\/exception>$/);
    expect(await settled(ids.conversation_id, ids.assistant_message_id ?? 0)).toMatchObject({
      status: "failed",
      error: "Something went wrong with streaming messages.",
      content: text,
    });
  });

  it("stops a stalled stream on request: the provider call is aborted and the partial reply kept", async () => {
    nextReply = { text: "abcdefghijklmnop", chunkSize: 4, stallAfterChunks: 2 };
    const ids = await send(owner, { message: "stall", model_id: String(modelId) });
    const id = ids.assistant_message_id ?? 0;
    await eventually(
      async () => t.app.generation.snapshot(id) ?? "",
      (text) => text === "abcdefgh",
    );
    const started = Date.now();
    const res = await owner.post(`/api/v1/messages/${id}/stop/`);
    expect(messageSchema.parse(res.json())).toMatchObject({
      status: "stopped",
      content: "abcdefgh",
      error: null,
    });
    // The generator answered (no fallback after its 3 s wait) and is gone.
    expect(Date.now() - started).toBeLessThan(2500);
    expect(t.app.generation.snapshot(id)).toBeUndefined();
  });

  it("fails a stream that stays silent longer than PARLEY_PROVIDER_CHUNK_TIMEOUT_MS", async () => {
    nextReply = { text: "abcdefghijklmnop", chunkSize: 4, stallAfterChunks: 1 };
    const ids = await send(owner, { message: "stall forever", model_id: String(modelId) });
    const reply = await settled(ids.conversation_id, ids.assistant_message_id ?? 0);
    expect(reply.status).toBe("failed");
    expect(reply.content).toMatch(/^abcd<exception>.+<\/exception>$/);
  });

  it("fails with a clear exception when the key is wrong or missing, and never reads the server's environment", async () => {
    await owner.request("PUT", "/api/v1/admin/providers/openai_compatible/", {
      json: { api_key: "sk-wrong" },
    });
    const wrong = await send(owner, { message: "wrong key", model_id: String(modelId) });
    expect(await streamText(owner, wrong.assistant_message_id ?? 0)).toMatch(
      /^<exception>The model provider refused the request \(HTTP 401\): Incorrect API key provided\.<\/exception>$/,
    );
    await owner.request("PUT", "/api/v1/admin/providers/openai_compatible/", { json: { api_key: KEY } });

    const openai = await owner.post("/api/v1/admin/models/", {
      json: { name: "gpt-none", display_name: "No key", source_type: "openai", base_url: fake.baseURL },
    });
    process.env.OPENAI_API_KEY = KEY;
    try {
      const ids = await send(owner, { message: "no key", model_id: String(openai.json().id) });
      expect(await streamText(owner, ids.assistant_message_id ?? 0)).toBe(
        "<exception>No API key is configured for the openai provider of this workspace</exception>",
      );
    } finally {
      delete process.env.OPENAI_API_KEY;
    }
  });
});
