// How the e2e fake provider decides each reply. A test picks a behaviour by a marker in its message,
// `[[fake:<name>]]`: a built-in (reasoning, error before or during the stream, slow, stalled) or a
// reply the test registered over the control endpoint just before (hostile model output). Markers
// keep tests independent of each other and of request order: a title request or a retry never
// consumes another test's reply.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ChatCompletionRequest, FakeReply, FakeScript } from "./openai-compatible-server.ts";

/** The path a test posts `{ name, reply }` to, on the fake's origin. */
export const CONTROL_PATH = "/control/replies";
/** The path a test posts `{ gate }` to, to let a held reply continue. */
export const RELEASE_PATH = "/control/release";

/** Text of a held reply: what streams before the hold, then the rest after the release. */
export const HELD_TEXT = {
  before: "Held reply part one. ",
  after: "Part two after the release. HELDEND",
};

const MARKER = /\[\[fake:([a-z0-9-]+)\]\]/;
/** The system prompt of the server's title request (server/src/modules/generation/title.ts). */
const TITLE_SYSTEM = "You name conversations";

/** How the fake answers after a tool result: this, then the result as the model read it. */
export const TOOL_RESULT_PREFIX = "The tool answered: ";

/** The provider's own error texts, so a test can find them in the reply's exception block. */
export const FAKE_ERRORS = {
  before: "The fake provider refused this prompt",
} as const;

/** A reply long enough to cut or stall mid-way, with a recognisable start. */
export const MID_STREAM_TEXT =
  "Partial answer begins here and keeps going with more words that never arrive in full. ".repeat(4);

export const BUILT_IN_REPLIES: Record<string, FakeReply> = {
  reasoning: {
    reasoning: "Weighing the question step by step before answering.",
    text: "After thinking: the answer is 42.",
  },
  "error-before": { httpError: { status: 400, message: FAKE_ERRORS.before } },
  "error-mid": { text: MID_STREAM_TEXT, failAfterChunks: 8 },
  // About 12 s (120 events at 10 a second): time to reload, stop or open a second tab mid-reply.
  slow: { text: "Slow reply streaming word by word. ".repeat(13).trim() + " SLOWEND", pacing: 10 },
  stall: { text: MID_STREAM_TEXT, stallAfterChunks: 8 },
};

function contentText(content: unknown): string {
  return typeof content === "string" ? content : JSON.stringify(content ?? "");
}

function lastUserText(request: ChatCompletionRequest): string {
  const user = [...(request.messages ?? [])].reverse().find((message) => message.role === "user");
  return contentText(user?.content);
}

function isTitleRequest(request: ChatCompletionRequest): boolean {
  return (
    request.stream !== true &&
    (request.messages ?? []).some(
      (message) => message.role === "system" && contentText(message.content).startsWith(TITLE_SYSTEM),
    )
  );
}

/** "Title: <first five words of the first message, marker removed>", deterministic for tests. */
export function fakeTitle(request: ChatCompletionRequest): string {
  const prompt = lastUserText(request).split("\n\n").slice(1).join(" ");
  const words = prompt.replace(MARKER, " ").split(/\s+/).filter(Boolean).slice(0, 5);
  return `Title: ${words.join(" ") || "Untitled"}`;
}

export interface ScriptedReplies {
  script: FakeScript;
  /** Serves the control endpoint (the fake's `fallback`). */
  control: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
}

/**
 * Replies chosen by marker; without one, an echo numbered by request ("Reply 3: Echo: …") so a
 * regenerated reply differs from the one it replaces.
 */
export function createScriptedReplies(): ScriptedReplies {
  const registered = new Map<string, FakeReply>();
  const gates = new Map<string, { promise: Promise<void>; open: () => void }>();
  const gate = (key: string) => {
    let entry = gates.get(key);
    if (entry === undefined) {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      entry = { promise, open };
      gates.set(key, entry);
    }
    return entry;
  };

  const script: FakeScript = (request, index) => {
    if (isTitleRequest(request)) return { text: fakeTitle(request) };
    // After a tool ran, the model reads its result (before any marker: the marker would call again).
    const last = request.messages?.at(-1);
    if (last?.role === "tool") return { text: `${TOOL_RESULT_PREFIX}${contentText(last.content)}` };
    const text = lastUserText(request);
    const name = MARKER.exec(text)?.[1];
    if (name?.startsWith("hold-")) {
      // `[[fake:hold-<gate>]]`: streams HELD_TEXT.before, holds until the test releases the gate.
      return {
        text: HELD_TEXT.before + HELD_TEXT.after,
        chunkSize: HELD_TEXT.before.length,
        pause: { afterChunks: 1, until: gate(name.slice("hold-".length)).promise },
      };
    }
    if (name !== undefined) {
      const reply = registered.get(name) ?? BUILT_IN_REPLIES[name];
      if (reply !== undefined) return reply;
    }
    return { text: `Reply ${index + 1}: Echo: ${text}` };
  };

  const control = async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    if ((path !== CONTROL_PATH && path !== RELEASE_PATH) || request.method !== "POST") return false;
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    let body: { name?: unknown; reply?: unknown; gate?: unknown };
    try {
      body = JSON.parse(Buffer.concat(parts).toString("utf8")) as typeof body;
    } catch {
      body = {};
    }
    if (path === RELEASE_PATH) {
      if (typeof body.gate !== "string") {
        response.writeHead(400, { "content-type": "text/plain" }).end("expected {gate}");
        return true;
      }
      gate(body.gate).open();
      response.writeHead(204).end();
      return true;
    }
    if (typeof body.name !== "string" || !/^[a-z0-9-]+$/.test(body.name) || typeof body.reply !== "object") {
      response.writeHead(400, { "content-type": "text/plain" }).end("expected {name, reply}");
      return true;
    }
    registered.set(body.name, body.reply as FakeReply);
    response.writeHead(204).end();
    return true;
  };

  return { script, control };
}

async function control(path: string, body: unknown): Promise<void> {
  const origin = process.env.E2E_FAKE_OPENAI_URL;
  if (!origin) throw new Error("E2E_FAKE_OPENAI_URL is not set: worker-server.ts did not start the fake");
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status !== 204) throw new Error(`fake control ${path}: ${response.status}`);
}

/** From a test: makes `[[fake:<name>]]` answer with `reply` (E2E_FAKE_OPENAI_URL is set by worker-server.ts). */
export function registerFakeReply(name: string, reply: Omit<FakeReply, "pause">): Promise<void> {
  return control(CONTROL_PATH, { name, reply });
}

/**
 * A reply that streams its first part and holds until the test calls `release()`: mid-reply states
 * (reload, stop, a second tab, a disabled delete) without racing a timer on a loaded machine.
 */
export function heldReply(): { marker: string; release: () => Promise<void> } {
  const key = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { marker: fakeMarker(`hold-${key}`), release: () => control(RELEASE_PATH, { gate: key }) };
}

/** The marker that selects a reply, to put in a message. */
export const fakeMarker = (name: string) => `[[fake:${name}]]`;
