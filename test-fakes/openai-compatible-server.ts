// A real OpenAI-compatible HTTP server on loopback, for tests and benchmarks: Parley's provider code
// talks to it over HTTP exactly as to api.openai.com, vLLM or Ollama. A per-request script decides
// the reply: text in N-character chunks, pacing, reasoning first, HTTP errors, a cut or a stall.
// POST /v1/audio/speech answers a few frames of silent MP3 (FAKE_SPEECH_AUDIO) or a scripted error.
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How one chat completion request is answered. */
export interface FakeReply {
  /** The assistant's text (default: "Echo: " + the last user message). */
  text?: string;
  /** Read the text from this file instead (at request time). */
  file?: string;
  /** Reasoning streamed first as `delta.reasoning_content` (thinking models). */
  reasoning?: string;
  /** Characters per streamed delta (default 4). */
  chunkSize?: number;
  /** "fast" = one SSE event per event-loop turn; a number = events per second (default "fast"). */
  pacing?: "fast" | number;
  /** Answer with this HTTP error (OpenAI error JSON) instead of a completion. */
  httpError?: { status: number; message: string; type?: string; code?: string | null };
  /** Destroy the connection after this many content chunks (a provider failure mid-stream). */
  failAfterChunks?: number;
  /** Stop sending after this many content chunks and keep the socket open (a stalled stream). */
  stallAfterChunks?: number;
  /** Hold the stream after this many content chunks until `until` settles (or the client leaves). */
  pause?: { afterChunks: number; until: Promise<unknown> };
  /** Milliseconds before the response starts (slow first byte). */
  delayMs?: number;
  /** finish_reason of the last chunk (default "stop", or "tool_calls" with toolCalls). */
  finishReason?: "stop" | "length" | "content_filter" | "tool_calls";
  /** Function calls streamed after the text (OpenAI's delta.tool_calls), arguments in pieces. */
  toolCalls?: { name: string; arguments: Record<string, unknown> }[];
}

/** A chat completion request as received (the fields the fake reads; the full body is recorded). */
export interface ChatCompletionRequest {
  model?: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  messages?: { role: string; content: unknown; tool_call_id?: string }[];
  /** The functions offered ({type: "function", function: {name, description, parameters}}). */
  tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  tool_choice?: unknown;
  [field: string]: unknown;
}

export type FakeScript = (request: ChatCompletionRequest, index: number) => FakeReply | Promise<FakeReply>;

/** A speech request as received (OpenAI's `POST /v1/audio/speech` body). */
export interface SpeechRequest {
  model?: string;
  input?: string;
  voice?: string;
  response_format?: string;
  [field: string]: unknown;
}

/** How one speech request is answered (default: FAKE_SPEECH_AUDIO at once). */
export interface FakeSpeech {
  /** Answer with this HTTP error (OpenAI error JSON) instead of audio. */
  httpError?: { status: number; message: string };
  /** Milliseconds before the answer (a slow speech model). */
  delayMs?: number;
}

export type FakeSpeechScript = (request: SpeechRequest, index: number) => FakeSpeech | Promise<FakeSpeech>;

/**
 * Three frames of silent MPEG-1 Layer III (128 kbit/s, 44.1 kHz, mono; about 80 ms): a header each,
 * then zeros, which decoders read as empty granules. Real audio a browser can play, made in code.
 */
export const FAKE_SPEECH_AUDIO: Uint8Array = (() => {
  const frameBytes = 417; // 144 * 128000 / 44100, no padding
  const audio = new Uint8Array(frameBytes * 3);
  for (let frame = 0; frame < 3; frame++) audio.set([0xff, 0xfb, 0x90, 0xc4], frame * frameBytes);
  return audio;
})();

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** Parsed JSON body (undefined for GET or an unparsable body). */
  body: unknown;
}

export interface FakeOpenAIOptions {
  /** Port on 127.0.0.1 (default 0: any free port). */
  port?: number;
  /** Model ids listed by GET /v1/models (default ["fake-model"]). */
  models?: string[];
  /** When set, requests must carry `Authorization: Bearer <apiKey>` (else 401, as OpenAI). */
  apiKey?: string;
  /** The initial script (default: echo). */
  script?: FakeScript;
  /** The initial speech script (default: FAKE_SPEECH_AUDIO). */
  speech?: FakeSpeechScript;
  /** Handles requests outside /v1 (e.g. a benchmark page served from the same origin); true = handled. */
  fallback?: (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;
}

export interface FakeOpenAI {
  /** Origin, e.g. http://127.0.0.1:43123 */
  url: string;
  /** What an OpenAI client takes as base URL: `${url}/v1`. */
  baseURL: string;
  /** Every request to /v1, in arrival order. */
  requests: RecordedRequest[];
  setScript: (script: FakeScript) => void;
  setSpeechScript: (script: FakeSpeechScript) => void;
  /** The `input` texts of the speech requests so far, in arrival order. */
  spokenTexts: () => string[];
  /** Closes the server and every open connection (stalled streams included). */
  stop: () => Promise<void>;
}

const DEFAULT_CHUNK_SIZE = 4;

export const echoScript: FakeScript = (request) => {
  const lastUser = [...(request.messages ?? [])].reverse().find((message) => message.role === "user");
  return {
    text: `Echo: ${typeof lastUser?.content === "string" ? lastUser.content : JSON.stringify(lastUser?.content ?? "")}`,
  };
};

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}

function openAIError(
  response: ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null,
) {
  sendJson(response, status, { error: { message, type, param: null, code } });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

function splitText(text: string, size: number): string[] {
  const chunks: string[] = [];
  // Split by code points so a chunk never ends inside a surrogate pair.
  const points = Array.from(text);
  for (let i = 0; i < points.length; i += size) chunks.push(points.slice(i, i + size).join(""));
  return chunks;
}

/** Rough token count (4 characters a token), deterministic so tests can assert it. */
function tokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** The text of the last user message of a chat request (a string, or its text parts). */
export function lastUserText(request: ChatCompletionRequest): string {
  const last = [...(request.messages ?? [])].reverse().find((m) => m.role === "user");
  const content = last?.content;
  if (typeof content === "string") return content;
  return Array.isArray(content) ? content.map((p: { text?: string }) => p.text ?? "").join("") : "";
}

function promptText(request: ChatCompletionRequest): string {
  return (request.messages ?? [])
    .map((message) =>
      typeof message.content === "string" ? message.content : JSON.stringify(message.content),
    )
    .join("\n");
}

/** Writes SSE events with the reply's pacing and honours back-pressure and client disconnects. */
function createEventWriter(response: ServerResponse, pacing: "fast" | number) {
  let sent = 0;
  const started = performance.now();
  let closed = false;
  let lastWrite: Promise<void> = Promise.resolve();
  response.on("close", () => (closed = true));

  const wait = async () => {
    if (pacing === "fast") return new Promise<void>((resolve) => setImmediate(resolve));
    // Event i is due at start + i / rate: drift does not accumulate over a long stream.
    const due = started + (sent * 1000) / pacing;
    return new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
  };

  return {
    get closed() {
      return closed;
    },
    async send(data: string): Promise<boolean> {
      if (sent > 0) await wait();
      if (closed) return false;
      sent++;
      let written = () => {};
      lastWrite = new Promise<void>((resolve) => (written = resolve));
      if (!response.write(`data: ${data}\n\n`, () => written())) {
        await new Promise<void>((resolve) => {
          response.once("drain", resolve);
          response.once("close", resolve);
        });
      }
      return !closed;
    },
    /** Cuts the connection once what was written has reached the socket (a provider dying mid-reply). */
    async cut(): Promise<void> {
      await Promise.race([lastWrite, new Promise((resolve) => setTimeout(resolve, 1000))]);
      response.destroy();
    },
  };
}

async function streamCompletion(
  response: ServerResponse,
  request: ChatCompletionRequest,
  reply: FakeReply,
  text: string,
  id: string,
) {
  const model = request.model ?? "fake-model";
  const created = Math.floor(Date.now() / 1000);
  const includeUsage = request.stream_options?.include_usage === true;
  const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
    JSON.stringify({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      system_fingerprint: null,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      ...(includeUsage ? { usage: null } : {}),
    });

  response.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  response.flushHeaders();
  const writer = createEventWriter(response, reply.pacing ?? "fast");
  const size = Math.max(1, reply.chunkSize ?? DEFAULT_CHUNK_SIZE);

  if (!(await writer.send(chunk({ role: "assistant", content: "" }, null)))) return;
  for (const part of splitText(reply.reasoning ?? "", size)) {
    if (!(await writer.send(chunk({ reasoning_content: part }, null)))) return;
  }
  let contentChunks = 0;
  for (const part of splitText(text, size)) {
    if (reply.failAfterChunks !== undefined && contentChunks >= reply.failAfterChunks) return writer.cut();
    if (reply.stallAfterChunks !== undefined && contentChunks >= reply.stallAfterChunks) return; // socket stays open
    if (reply.pause !== undefined && contentChunks === reply.pause.afterChunks) {
      await Promise.race([reply.pause.until, new Promise((resolve) => response.once("close", resolve))]);
    }
    if (!(await writer.send(chunk({ content: part }, null)))) return;
    contentChunks++;
  }
  if (reply.failAfterChunks !== undefined && contentChunks >= reply.failAfterChunks) return writer.cut();
  if (reply.stallAfterChunks !== undefined && contentChunks >= reply.stallAfterChunks) return;
  for (const [index, call] of (reply.toolCalls ?? []).entries()) {
    const args = JSON.stringify(call.arguments);
    const callId = `call_${id.slice(-6)}_${index}`;
    const head = { index, id: callId, type: "function", function: { name: call.name, arguments: "" } };
    if (!(await writer.send(chunk({ tool_calls: [head] }, null)))) return;
    for (const piece of splitText(args, 16)) {
      if (!(await writer.send(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }, null))))
        return;
    }
  }
  const finish = reply.finishReason ?? (reply.toolCalls?.length ? "tool_calls" : "stop");
  if (!(await writer.send(chunk({}, finish)))) return;
  if (includeUsage) {
    const prompt = tokens(promptText(request));
    const completion = tokens((reply.reasoning ?? "") + text);
    const usage = { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
    const final = {
      id,
      object: "chat.completion.chunk",
      created,
      model,
      system_fingerprint: null,
      choices: [],
      usage,
    };
    if (!(await writer.send(JSON.stringify(final)))) return;
  }
  if (!(await writer.send("[DONE]"))) return;
  response.end();
}

function completionJson(request: ChatCompletionRequest, reply: FakeReply, text: string, id: string) {
  const prompt = tokens(promptText(request));
  const completion = tokens((reply.reasoning ?? "") + text);
  const message: Record<string, unknown> = { role: "assistant", content: text, refusal: null };
  if (reply.reasoning) message.reasoning_content = reply.reasoning;
  return {
    id,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: request.model ?? "fake-model",
    system_fingerprint: null,
    choices: [{ index: 0, message, logprobs: null, finish_reason: reply.finishReason ?? "stop" }],
    usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
  };
}

/** Starts the fake on 127.0.0.1; `stop()` it when done. */
export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const models = options.models ?? ["fake-model"];
  const requests: RecordedRequest[] = [];
  let script: FakeScript = options.script ?? echoScript;
  let speechScript: FakeSpeechScript = options.speech ?? (() => ({}));
  let completions = 0;
  let speeches = 0;

  const handleV1 = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const raw = request.method === "GET" ? "" : await readBody(request);
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = undefined;
    }
    requests.push({ method: request.method ?? "", path, headers: request.headers, body });

    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return openAIError(
        response,
        401,
        "Incorrect API key provided.",
        "invalid_request_error",
        "invalid_api_key",
      );
    }
    if (request.method === "GET" && path === "/v1/models") {
      return sendJson(response, 200, {
        object: "list",
        data: models.map((id) => ({ id, object: "model", created: 1_700_000_000, owned_by: "parley-fake" })),
      });
    }
    if (request.method === "POST" && path === "/v1/chat/completions") {
      if (
        typeof body !== "object" ||
        body === null ||
        !Array.isArray((body as ChatCompletionRequest).messages)
      ) {
        return openAIError(response, 400, "'messages' is a required property", "invalid_request_error", null);
      }
      const chat = body as ChatCompletionRequest;
      const index = completions++;
      const reply = await script(chat, index);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (reply.httpError) {
        const { status, message, type = "invalid_request_error", code = null } = reply.httpError;
        return openAIError(response, status, message, type, code);
      }
      const text =
        reply.file !== undefined
          ? await readFile(reply.file, "utf8")
          : (reply.text ?? (await echoScript(chat, index)).text ?? "");
      const id = `chatcmpl-fake-${index + 1}`;
      if (chat.stream === true) return streamCompletion(response, chat, reply, text, id);
      return sendJson(response, 200, completionJson(chat, reply, text, id));
    }
    if (request.method === "POST" && path === "/v1/audio/speech") {
      const speech = (typeof body === "object" && body !== null ? body : {}) as SpeechRequest;
      if (typeof speech.input !== "string" || typeof speech.model !== "string")
        return openAIError(response, 400, "'input' and 'model' are required", "invalid_request_error", null);
      const answer = await speechScript(speech, speeches++);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (answer.httpError)
        return openAIError(
          response,
          answer.httpError.status,
          answer.httpError.message,
          "invalid_request_error",
          null,
        );
      response.writeHead(200, {
        "content-type": "audio/mpeg",
        "content-length": FAKE_SPEECH_AUDIO.byteLength,
      });
      response.end(FAKE_SPEECH_AUDIO);
      return;
    }
    return openAIError(
      response,
      404,
      `Unknown request URL: ${request.method} ${path}.`,
      "invalid_request_error",
      "unknown_url",
    );
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    const work = path.startsWith("/v1/")
      ? handleV1(request, response, path)
      : Promise.resolve(options.fallback?.(request, response) ?? false).then((handled) => {
          if (!handled)
            openAIError(
              response,
              404,
              `Unknown request URL: ${request.method} ${path}.`,
              "invalid_request_error",
              "unknown_url",
            );
        });
    work.catch((error: unknown) => {
      if (!response.headersSent) openAIError(response, 500, String(error), "server_error", null);
      else response.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    baseURL: `${url}/v1`,
    requests,
    setScript: (next) => {
      script = next;
    },
    setSpeechScript: (next) => {
      speechScript = next;
    },
    spokenTexts: () =>
      requests
        .filter((r) => r.method === "POST" && r.path === "/v1/audio/speech")
        .map((r) => (r.body as SpeechRequest | undefined)?.input)
        .filter((input): input is string => typeof input === "string"),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
