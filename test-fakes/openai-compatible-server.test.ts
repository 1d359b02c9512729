import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FAKE_SPEECH_AUDIO, startFakeOpenAI, type FakeOpenAI } from "./openai-compatible-server.ts";
import { createSseParser } from "./sse-parser.ts";

interface ChunkJson {
  object: string;
  choices: {
    delta: { role?: string; content?: string; reasoning_content?: string };
    finish_reason: string | null;
  }[];
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | null;
}

let fake: FakeOpenAI;

beforeEach(async () => {
  fake = await startFakeOpenAI({ models: ["fake-a", "fake-b"] });
});
afterEach(async () => {
  await fake.stop();
});

function chat(body: Record<string, unknown>, signal?: AbortSignal) {
  return fetch(`${fake.baseURL}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer test-key" },
    body: JSON.stringify({ model: "fake-a", messages: [{ role: "user", content: "Hello there" }], ...body }),
    signal,
  });
}

/** Reads the whole SSE body: the data payloads and the time each arrived. */
async function readEvents(response: Response): Promise<{ events: string[]; error: unknown }> {
  const parser = createSseParser();
  const decoder = new TextDecoder();
  const events: string[] = [];
  const reader = response.body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      events.push(...parser.push(decoder.decode(value, { stream: true })));
    }
    events.push(...parser.end());
    return { events, error: null };
  } catch (error) {
    return { events, error };
  }
}

const parse = (events: string[]) =>
  events.filter((event) => event !== "[DONE]").map((event) => JSON.parse(event) as ChunkJson);
const contentOf = (chunks: ChunkJson[]) =>
  chunks.map((chunk) => chunk.choices[0]?.delta.content ?? "").join("");

describe("fake OpenAI-compatible server", () => {
  it("lists its models", async () => {
    const response = await fetch(`${fake.baseURL}/models`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { object: string; data: { id: string; object: string }[] };
    expect(body.object).toBe("list");
    expect(body.data.map((model) => [model.id, model.object])).toEqual([
      ["fake-a", "model"],
      ["fake-b", "model"],
    ]);
  });

  it("streams the scripted text in N-character deltas, then finish_reason, usage and [DONE]", async () => {
    fake.setScript(() => ({ text: "abcdefghij", chunkSize: 4 }));
    const response = await chat({ stream: true, stream_options: { include_usage: true } });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const { events, error } = await readEvents(response);
    expect(error).toBeNull();
    expect(events.at(-1)).toBe("[DONE]");
    const chunks = parse(events);
    expect(chunks[0]?.choices[0]?.delta).toEqual({ role: "assistant", content: "" });
    expect(chunks.slice(1, 4).map((chunk) => chunk.choices[0]?.delta.content)).toEqual([
      "abcd",
      "efgh",
      "ij",
    ]);
    expect(chunks[4]?.choices[0]?.finish_reason).toBe("stop");
    expect(chunks[5]?.choices).toEqual([]);
    expect(chunks[5]?.usage).toEqual({ prompt_tokens: 3, completion_tokens: 3, total_tokens: 6 });
    expect(
      chunks.slice(0, 5).every((chunk) => chunk.object === "chat.completion.chunk" && chunk.usage === null),
    ).toBe(true);
  });

  it("omits usage without include_usage and echoes the last user message by default", async () => {
    const { events } = await readEvents(await chat({ stream: true }));
    const chunks = parse(events);
    expect(contentOf(chunks)).toBe("Echo: Hello there");
    expect(chunks.some((chunk) => "usage" in chunk)).toBe(false);
  });

  it("records request bodies and headers", async () => {
    await (await chat({ stream: false, temperature: 0.5 })).json();
    const recorded = fake.requests.at(-1);
    expect(recorded?.path).toBe("/v1/chat/completions");
    expect(recorded?.headers.authorization).toBe("Bearer test-key");
    expect(recorded?.body).toMatchObject({ model: "fake-a", temperature: 0.5, stream: false });
  });

  it("answers stream false with a chat.completion JSON", async () => {
    fake.setScript(() => ({ text: "Whole answer", reasoning: "Thinking" }));
    const body = (await (await chat({ stream: false })).json()) as {
      object: string;
      choices: {
        message: { role: string; content: string; reasoning_content: string };
        finish_reason: string;
      }[];
      usage: { total_tokens: number };
    };
    expect(body.object).toBe("chat.completion");
    expect(body.choices[0]?.message).toMatchObject({
      role: "assistant",
      content: "Whole answer",
      reasoning_content: "Thinking",
    });
    expect(body.choices[0]?.finish_reason).toBe("stop");
    expect(body.usage.total_tokens).toBe(3 + 2 + 3);
  });

  it("streams reasoning before the content", async () => {
    fake.setScript(() => ({ reasoning: "Let me think.", text: "Answer.", chunkSize: 5 }));
    const chunks = parse((await readEvents(await chat({ stream: true }))).events);
    const deltas = chunks.map((chunk) => chunk.choices[0]?.delta ?? {});
    const firstContent = deltas.findIndex((delta) => delta.content);
    expect(deltas.map((delta) => delta.reasoning_content ?? "").join("")).toBe("Let me think.");
    expect(deltas.slice(firstContent).some((delta) => delta.reasoning_content)).toBe(false);
    expect(contentOf(chunks)).toBe("Answer.");
  });

  it("reads the text from a file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "fake-openai-"));
    await writeFile(join(dir, "reply.md"), "# From a file\n");
    fake.setScript(() => ({ file: join(dir, "reply.md"), chunkSize: 3 }));
    expect(contentOf(parse((await readEvents(await chat({ stream: true }))).events))).toBe("# From a file\n");
  });

  it("answers an HTTP error with OpenAI's error JSON before any stream", async () => {
    fake.setScript(() => ({
      httpError: {
        status: 429,
        message: "Rate limit reached",
        type: "requests",
        code: "rate_limit_exceeded",
      },
    }));
    const response = await chat({ stream: true });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      error: { message: "Rate limit reached", type: "requests", param: null, code: "rate_limit_exceeded" },
    });
  });

  it("checks the API key when configured", async () => {
    const keyed = await startFakeOpenAI({ apiKey: "right" });
    try {
      const response = await fetch(`${keyed.baseURL}/models`, { headers: { authorization: "Bearer wrong" } });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_api_key");
    } finally {
      await keyed.stop();
    }
  });

  it("cuts the connection mid-stream after K chunks", async () => {
    fake.setScript(() => ({ text: "0123456789abcdef", chunkSize: 2, failAfterChunks: 3 }));
    const { events, error } = await readEvents(await chat({ stream: true }));
    expect(error).not.toBeNull();
    expect(contentOf(parse(events))).toBe("012345");
    expect(events).not.toContain("[DONE]");
  });

  it("stalls after K chunks with the socket left open", async () => {
    fake.setScript(() => ({ text: "0123456789", chunkSize: 2, stallAfterChunks: 2 }));
    const abort = new AbortController();
    const response = await chat({ stream: true }, abort.signal);
    const reader = response.body!.getReader();
    const parser = createSseParser();
    const decoder = new TextDecoder();
    const events: string[] = [];
    while (contentOf(parse(events)) !== "0123") {
      const { value } = await reader.read();
      events.push(...parser.push(decoder.decode(value, { stream: true })));
    }
    const next = reader.read();
    const outcome = await Promise.race([
      next.then(() => "data"),
      new Promise((resolve) => setTimeout(resolve, 300, "stalled")),
    ]);
    expect(outcome).toBe("stalled");
    abort.abort();
    await next.catch(() => undefined);
  });

  it("paces events per second", async () => {
    fake.setScript(() => ({ text: "x".repeat(20), chunkSize: 1, pacing: 100 }));
    const started = performance.now();
    const { events } = await readEvents(await chat({ stream: true }));
    const elapsed = performance.now() - started;
    // 20 content events + role + finish + [DONE] = 23 events: 22 gaps of 10 ms.
    expect(events).toHaveLength(23);
    expect(elapsed).toBeGreaterThanOrEqual(200);
    expect(elapsed).toBeLessThan(1500);
  });

  it("sends one event per event-loop turn when fast", async () => {
    fake.setScript(() => ({ text: "y".repeat(4 * 500), chunkSize: 4 }));
    const { events } = await readEvents(await chat({ stream: true }));
    expect(contentOf(parse(events))).toBe("y".repeat(2000));
    expect(events).toHaveLength(503);
  });

  it("rejects a body without messages and unknown paths like OpenAI", async () => {
    const bad = await fetch(`${fake.baseURL}/chat/completions`, { method: "POST", body: "{}" });
    expect(bad.status).toBe(400);
    const unknown = await fetch(`${fake.baseURL}/responses`, { method: "POST", body: "{}" });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { type: string } }).error.type).toBe("invalid_request_error");
  });

  it("hands other paths to the fallback handler", async () => {
    const withPage = await startFakeOpenAI({
      fallback: (request, response) => {
        if (request.url !== "/page") return false;
        response.end("page");
        return true;
      },
    });
    try {
      expect(await (await fetch(`${withPage.url}/page`)).text()).toBe("page");
      expect((await fetch(`${withPage.url}/other`)).status).toBe(404);
    } finally {
      await withPage.stop();
    }
  });

  it("stop() ends stalled streams too", async () => {
    fake.setScript(() => ({ text: "abc", stallAfterChunks: 0 }));
    const response = await chat({ stream: true });
    const pending = readEvents(response);
    await fake.stop();
    const { error } = await pending;
    expect(error).not.toBeNull();
    fake = await startFakeOpenAI();
  });

  it("answers speech requests with playable MP3 frames and records their text", async () => {
    const speak = (body: Record<string, unknown>) =>
      fetch(`${fake.baseURL}/audio/speech`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const response = await speak({ model: "tts-1", input: "Reading 2 files…", voice: "alloy" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes).toEqual(FAKE_SPEECH_AUDIO);
    // An MPEG-1 Layer III frame sync at every 417-byte frame.
    for (let offset = 0; offset < bytes.length; offset += 417)
      expect([bytes[offset], bytes[offset + 1]]).toEqual([0xff, 0xfb]);
    expect(fake.spokenTexts()).toEqual(["Reading 2 files…"]);

    expect((await speak({ model: "tts-1" })).status).toBe(400);
    fake.setSpeechScript(() => ({ httpError: { status: 503, message: "speech is down" } }));
    const failed = await speak({ model: "tts-1", input: "Hello" });
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { error: { message: string } }).error.message).toBe("speech is down");
    expect(fake.spokenTexts()).toEqual(["Reading 2 files…", "Hello"]);
  });
});
