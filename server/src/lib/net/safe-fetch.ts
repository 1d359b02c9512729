// Outbound HTTP through the SSRF guard. The guard runs twice: on the URL before anything happens,
// and inside the socket's own `lookup`, so the address that was checked is the address connected to
// (a name that resolves to a public address once and to 127.0.0.1 a moment later gains nothing).
// Redirects are followed by hand, each hop checked again, credentials kept to their origin
// (redirect-policy.ts); sizes and times are bounded, bodies for SDKs cut while read (byte-cap.ts).
import dns from "node:dns";
import type { LookupAddress } from "node:dns";
import http from "node:http";
import type { IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { Readable } from "node:stream";
import { capBody, ResponseTooLargeError } from "./byte-cap.ts";
import type { ByteCap } from "./byte-cap.ts";
import { headersForHop } from "./redirect-policy.ts";
import type { RedirectMode } from "./redirect-policy.ts";
import { assertUrlAllowed, classifyLiteral, FetchBlockedError, isAllowListed } from "./ssrf-guard.ts";
import type { AllowList } from "./ssrf-guard.ts";

export interface FetchPolicy {
  allow: AllowList;
  /** Redirects followed at most (each re-checked). */
  maxRedirects?: number;
  /** The whole exchange, headers and body, must finish in this time (unset: no limit). */
  timeoutMs?: number;
  /** `follow` (default): other origins too, with only safelisted headers; `same-origin-only`: refused. */
  redirects?: RedirectMode;
  /** Header names that are secret beyond Authorization, Cookie and Proxy-Authorization. */
  secretHeaders?: readonly string[];
  /** Who must not redirect, named in a same-origin-only refusal ("An MCP server"). */
  endpoint?: string;
  /** createGuardedFetch: the body (an event stream: each event) is cut past this many bytes. */
  maxResponseBytes?: ByteCap;
}

/** Thrown when the exchange fails for a reason other than the guard (network, size, time). */
export class FetchFailedError extends Error {
  override name = "FetchFailedError";
}

/** A socket lookup that refuses any resolved address the guard refuses (unless allow-listed). */
export function guardedLookup(allowListed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (!allowListed) {
        for (const { address } of addresses) {
          const { reason } = classifyLiteral(address);
          if (reason !== undefined) {
            return callback(new FetchBlockedError(reason, `${hostname} (${address})`), "", 0);
          }
        }
      }
      const first = addresses[0];
      if (first === undefined) return callback(new FetchFailedError(`${hostname} has no address`), "", 0);
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

export interface GuardedRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | undefined;
  signal?: AbortSignal | undefined;
}

export interface GuardedResponse {
  url: URL;
  status: number;
  statusText: string;
  headers: Headers;
  /** The body stream; the caller reads or destroys it. */
  message: IncomingMessage;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function requestOnce(url: URL, policy: FetchPolicy, init: GuardedRequest, signal: AbortSignal | undefined) {
  assertUrlAllowed(url, policy.allow);
  const allowListed = isAllowListed(url, policy.allow);
  const client = url.protocol === "https:" ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(url, {
      method: init.method ?? "GET",
      headers: init.headers,
      lookup: guardedLookup(allowListed),
      // A fresh connection per request: a pooled socket could belong to an earlier, other check.
      agent: false,
      signal,
    });
    request.once("response", resolve);
    request.once("error", (error) =>
      reject(
        error instanceof FetchBlockedError || signal?.aborted === true
          ? error
          : new FetchFailedError(`Could not reach ${url.host}: ${error.message}`),
      ),
    );
    request.end(init.body);
  });
}

function toHeaders(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** One guarded exchange with redirects followed by hand; the body is left to the caller. */
export async function guardedRequest(
  input: string | URL,
  policy: FetchPolicy,
  init: GuardedRequest = {},
): Promise<GuardedResponse> {
  const signals = [init.signal, policy.timeoutMs ? AbortSignal.timeout(policy.timeoutMs) : undefined];
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  const signal = present.length > 0 ? AbortSignal.any(present) : undefined;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new FetchBlockedError("invalid", String(input));
  }
  let current: GuardedRequest = init;
  const maxRedirects = policy.maxRedirects ?? 5;
  for (let hop = 0; ; hop++) {
    const message = await requestOnce(url, policy, current, signal);
    const location = message.headers.location;
    if (!REDIRECTS.has(message.statusCode ?? 0) || location === undefined) {
      return {
        url,
        status: message.statusCode ?? 0,
        statusText: message.statusMessage ?? "",
        headers: toHeaders(message),
        message,
      };
    }
    message.destroy();
    if (hop >= maxRedirects) throw new FetchFailedError(`Too many redirects (more than ${maxRedirects})`);
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new FetchFailedError(`${url.host} redirected to an invalid URL`);
    }
    // Before the next hop connects: credentials stay with their origin, or the hop is refused.
    current = {
      ...current,
      headers: headersForHop(url, next, current.headers, {
        mode: policy.redirects ?? "follow",
        secretHeaders: policy.secretHeaders,
        endpoint: policy.endpoint,
      }),
    };
    url = next;
    // 303, and 301/302 after a POST, continue as GET without a body (as browsers do).
    const status = message.statusCode ?? 0;
    const method = (current.method ?? "GET").toUpperCase();
    if (status === 303 || ((status === 301 || status === 302) && method === "POST")) {
      const headers = { ...current.headers };
      delete headers["content-type"];
      delete headers["content-length"];
      current = { ...current, method: "GET", body: undefined, headers };
    }
  }
}

export interface FetchedText {
  url: URL;
  status: number;
  contentType: string;
  text: string;
  /** The body was longer than maxBytes and was cut. */
  truncated: boolean;
}

/** GETs a URL through the guard and reads at most maxBytes of its body as UTF-8 text. */
export async function safeFetchText(
  input: string | URL,
  policy: FetchPolicy & { maxBytes: number },
  init: GuardedRequest = {},
): Promise<FetchedText> {
  const response = await guardedRequest(input, policy, init);
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of response.message as AsyncIterable<Buffer>) {
      const room = policy.maxBytes - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        truncated = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } catch (error) {
    throw new FetchFailedError(`Reading ${response.url.host} failed: ${(error as Error).message}`);
  } finally {
    response.message.destroy();
  }
  return {
    url: response.url,
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    text: Buffer.concat(chunks).toString("utf8"),
    truncated,
  };
}

/** The body as a web stream, through the byte cap when there is one (refused at once if declared larger). */
function bodyOf(response: GuardedResponse, cap: ByteCap | undefined): ReadableStream<Uint8Array> {
  const stream = Readable.toWeb(response.message) as ReadableStream<Uint8Array>;
  if (cap === undefined) return stream;
  const host = response.url.host;
  const perEvent = /^text\/event-stream\b/i.test(response.headers.get("content-type") ?? "");
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (!perEvent && declared > cap.maxBytes) {
    response.message.destroy();
    throw new ResponseTooLargeError(host, cap.maxBytes, cap.setting);
  }
  return capBody(stream, { ...cap, host, perEvent, stop: () => response.message.destroy() });
}

/** A `fetch` for SDKs (the AI SDK's providers, MCP transports): same guard, streamed body. */
export function createGuardedFetch(policy: FetchPolicy): typeof fetch {
  const guarded = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const body = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
    const response = await guardedRequest(request.url, policy, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
    });
    const noBody = response.status === 204 || response.status === 304 || request.method === "HEAD";
    if (noBody) response.message.resume();
    return new Response(noBody ? null : bodyOf(response, policy.maxResponseBytes), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return guarded;
}
