// The member's parameters really reach the provider: through the AI SDK to the fake
// OpenAI-compatible server (saved settings and user_model_parameters), and the request the SDK
// builds for OpenAI (reasoning_effort) and Anthropic (thinking with budget_tokens).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { ChatCompletionRequest, FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import { callOptions } from "../../../src/modules/generation/call-options.ts";
import { streamProviderReply } from "../../../src/modules/generation/provider-stream.ts";
import { createLanguageModel } from "../../../src/modules/providers/language-model.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { send, streamText } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let fake: FakeOpenAI;
let owner: Client;
let modelId: number;

const isTitleRequest = (request: ChatCompletionRequest) =>
  request.messages?.[0]?.role === "system" &&
  String(request.messages[0].content).includes("You name conversations");
const lastChatRequest = () =>
  fake.requests
    .filter((r) => r.path === "/v1/chat/completions" && !isTitleRequest(r.body as ChatCompletionRequest))
    .at(-1)?.body as Record<string, unknown> | undefined;

beforeAll(async () => {
  fake = await startFakeOpenAI({ models: ["fake-tuned"], script: () => ({ text: "Done." }) });
  t = await createTestApp({ env: { PARLEY_TITLE_GENERATION: "false" } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  const created = await owner.post("/api/v1/admin/models/", {
    json: {
      name: "gpt-5-mini",
      display_name: "Tuned",
      source_type: "openai_compatible",
      provider_model: "fake-tuned",
      base_url: fake.baseURL,
      parameter_schema: {
        temperature: { type: "slider", min: 0, max: 2, default: 1 },
        max_tokens: { type: "number", min: 1, max: 4096, default: 1024 },
        top_p: { type: "slider", min: 0, max: 1, default: 0.9 },
        reasoning_effort: {
          type: "single_select",
          allowed_values: ["minimal", "low", "medium", "high"],
          default: "medium",
        },
        search_context_size: {
          type: "single_select",
          allowed_values: ["none", "low", "high"],
          default: "high",
        },
        thinking: {
          type: "toggle_with_number",
          default: { type: "disabled" },
          budget_tokens: { min: 1024, max: 8000, default: 2048 },
        },
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  modelId = created.json().id;
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

async function reply(fields: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const ids = await send(owner, { message: "Hello", model_id: String(modelId), ...fields });
  expect(await streamText(owner, ids.assistant_message_id ?? 0)).toBe("Done.");
  const body = lastChatRequest();
  if (body === undefined) throw new Error("no chat request reached the fake");
  return body;
}

describe("parameters at the provider (OpenAI-compatible fake over HTTP)", () => {
  it("sends the schema defaults when the member saved nothing", async () => {
    const body = await reply();
    expect(body).toMatchObject({ temperature: 1, max_tokens: 1024, top_p: 0.9, reasoning_effort: "medium" });
  });

  it("sends the saved settings: temperature, max_tokens and reasoning effort", async () => {
    const saved = await owner.request("PUT", `/api/v1/models/${modelId}/settings/`, {
      json: { parameters: { temperature: 0.35, max_tokens: 321, reasoning_effort: "high" } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = await reply();
    expect(body).toMatchObject({ temperature: 0.35, max_tokens: 321, reasoning_effort: "high", top_p: 0.9 });
  });

  it("prefers the send's user_model_parameters, and thinking omits temperature, top_p and top_k", async () => {
    const body = await reply({
      user_model_parameters: JSON.stringify({
        temperature: 0.8,
        top_p: 0.5,
        max_tokens: 600,
        thinking: { type: "enabled", budget_tokens: 3000 },
      }),
    });
    expect(body.max_tokens).toBe(600);
    expect(body).not.toHaveProperty("temperature");
    expect(body).not.toHaveProperty("top_p");
    expect(body).not.toHaveProperty("top_k");
  });

  it("applies the gpt-5 minimal reasoning rule on the server too", async () => {
    const body = await reply({
      user_model_parameters: JSON.stringify({
        reasoning_effort: "minimal",
        search_context_size: "high",
        web_search: { type: "enabled" },
      }),
    });
    expect(body.reasoning_effort).toBe("minimal");
    // search_context_size forced to none: web search gets no context size.
    expect(body.web_search_options).toEqual({});
  });
});

/** A fetch that records the request body and answers with `events` as a server-sent stream. */
function recordingFetch(events: string[]) {
  const bodies: Record<string, unknown>[] = [];
  const fetchImpl: typeof fetch = async (_input, init) => {
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return new Response(events.join(""), { status: 200, headers: { "content-type": "text/event-stream" } });
  };
  return { bodies, fetchImpl };
}

async function drain(parts: AsyncGenerator<unknown>): Promise<unknown[]> {
  const all: unknown[] = [];
  for await (const part of parts) all.push(part);
  return all;
}

describe("the request the SDK builds per provider", () => {
  it("Anthropic: thinking enabled with budget_tokens, no temperature, max_tokens kept", async () => {
    const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    const { bodies, fetchImpl } = recordingFetch([
      sse("message_start", {
        type: "message_start",
        message: {
          id: "msg_1",
          type: "message",
          role: "assistant",
          model: "claude-test",
          content: [],
          stop_reason: null,
          usage: { input_tokens: 3, output_tokens: 0 },
        },
      }),
      sse("content_block_start", {
        type: "content_block_start",
        index: 0,
        content_block: { type: "text", text: "" },
      }),
      sse("content_block_delta", {
        type: "content_block_delta",
        index: 0,
        delta: { type: "text_delta", text: "Hi" },
      }),
      sse("content_block_stop", { type: "content_block_stop", index: 0 }),
      sse("message_delta", {
        type: "message_delta",
        delta: { stop_reason: "end_turn" },
        usage: { output_tokens: 1 },
      }),
      sse("message_stop", { type: "message_stop" }),
    ]);
    const model = createLanguageModel(
      {
        kind: "anthropic",
        baseURL: "http://anthropic.invalid/v1",
        apiKey: "k",
        providerModel: "claude-test",
      },
      fetchImpl,
    );
    const parts = await drain(
      streamProviderReply({
        model,
        kind: "anthropic",
        messages: [{ role: "user", content: "Hello" }],
        parameters: {
          temperature: 0.5,
          max_tokens: 5000,
          thinking: { type: "enabled", budget_tokens: 2048 },
        },
        signal: new AbortController().signal,
        chunkTimeoutMs: 5000,
      }),
    );
    expect(parts).toContainEqual({ type: "text", text: "Hi" });
    const body = bodies[0];
    expect(body?.thinking).toEqual({ type: "enabled", budget_tokens: 2048 });
    expect(body).not.toHaveProperty("temperature");
    expect(Number(body?.max_tokens)).toBeGreaterThanOrEqual(5000);
  });

  it("OpenAI: reasoning_effort from a level, temperature and max tokens", async () => {
    const chunk = (delta: unknown, finish: string | null) =>
      `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "gpt-test", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    const { bodies, fetchImpl } = recordingFetch([
      chunk({ role: "assistant", content: "Hi" }, null),
      chunk({}, "stop"),
      "data: [DONE]\n\n",
    ]);
    const model = createLanguageModel(
      { kind: "openai", baseURL: "http://openai.invalid/v1", apiKey: "k", providerModel: "gpt-test" },
      fetchImpl,
    );
    await drain(
      streamProviderReply({
        model,
        kind: "openai",
        messages: [{ role: "user", content: "Hello" }],
        parameters: { temperature: 0.2, max_tokens: 300, reasoning_effort: "low" },
        signal: new AbortController().signal,
        chunkTimeoutMs: 5000,
      }),
    );
    expect(bodies[0]).toMatchObject({ reasoning_effort: "low" });
    // A reasoning request names its limit max_completion_tokens (the SDK's mapping for OpenAI).
    expect(bodies[0]?.max_completion_tokens ?? bodies[0]?.max_tokens).toBe(300);
  });
});

describe("callOptions", () => {
  it("maps the common settings and keeps thinking's omissions", () => {
    expect(
      callOptions("openai_compatible", {
        temperature: 0.1,
        max_tokens: 10,
        top_p: 0.2,
        top_k: 5,
        frequency_penalty: 0.3,
        presence_penalty: -0.4,
        seed: 7,
        repetition_penalty: 1.1,
      }),
    ).toEqual({
      temperature: 0.1,
      maxOutputTokens: 10,
      topP: 0.2,
      frequencyPenalty: 0.3,
      presencePenalty: -0.4,
      seed: 7,
      providerOptions: { openaiCompatible: { top_k: 5, repetition_penalty: 1.1 } },
    });
    expect(callOptions("anthropic", { temperature: 0.1, top_k: 3, thinking: { type: "enabled" } })).toEqual({
      providerOptions: { anthropic: { thinking: { type: "enabled", budgetTokens: 1024 } } },
    });
    expect(callOptions("anthropic", { top_k: 3, prompt_caching: { type: "enabled" } })).toEqual({
      topK: 3,
      providerOptions: { anthropic: { cacheControl: { type: "ephemeral" } } },
    });
  });

  it("maps a reasoning_effort slider position to a level", () => {
    expect(callOptions("openai", { reasoning_effort: 0 }).providerOptions).toEqual({
      openai: { reasoningEffort: "low" },
    });
    expect(callOptions("openai", { reasoning_effort: 1 }).providerOptions).toEqual({
      openai: { reasoningEffort: "medium" },
    });
  });

  it("passes aggressiveness as an instruction (Smart adds none)", () => {
    expect(callOptions("openai", {}, 1)).toEqual({});
    expect(callOptions("openai", {}, 0).instructions).toMatch(/Do not call tools/);
    expect(callOptions("openai", {}, 2).instructions).toMatch(/call it/);
    // A tool's system prompt comes first, the aggressiveness instruction after it.
    expect(callOptions("openai", {}, 0, "Be a reviewer.").instructions).toMatch(
      /^Be a reviewer\.\n\nDo not call tools/,
    );
    expect(callOptions("openai", {}, 1, "Be a reviewer.").instructions).toBe("Be a reviewer.");
  });
});
