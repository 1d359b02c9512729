// The host's `api` for a remote's tests: answers from a table, records every call.
import type { ApiFetch } from "@parley/shared-contracts/shell";

export interface FakeAnswer {
  status: number;
  /** A JSON body. */
  body?: unknown;
  /** A text body (markdown export, a whole stream). */
  text?: string;
  /** A streamed body. */
  stream?: ReadableStream<Uint8Array>;
}

/** A canned answer, or a function of the request (may be slow, may throw like a network failure). */
export type FakeRoute =
  FakeAnswer | ((init: RequestInit | undefined, path: string) => FakeAnswer | Promise<FakeAnswer>);

export interface RecordedCall {
  method: string;
  path: string;
  /** The body as sent (a string, FormData, …). */
  body: BodyInit | null | undefined;
}

/** The JSON of a recorded body. */
export function jsonBody(call: RecordedCall | undefined): unknown {
  return typeof call?.body === "string" ? JSON.parse(call.body) : undefined;
}

/**
 * Answers from a table keyed "METHOD /path?query" (unknown paths get the server's 404 envelope) and
 * records every call. Routes may be replaced between steps.
 */
export function createFakeApi(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const api: ApiFetch = async (path, init) => {
    const method = (init?.method ?? "GET").toUpperCase();
    calls.push({ method, path, body: init?.body });
    const route = routes[`${method} ${path}`];
    const answer: FakeAnswer =
      route === undefined
        ? { status: 404, body: { error: { message: "Not found", code: "not_found" } } }
        : typeof route === "function"
          ? await route(init, path)
          : route;
    if (answer.stream) return new Response(answer.stream, { status: answer.status });
    if (answer.text !== undefined) return new Response(answer.text, { status: answer.status });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  };
  return {
    api,
    routes,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
