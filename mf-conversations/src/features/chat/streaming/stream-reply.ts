import { messageEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import { requestOf } from "@parley/shared-contracts/api/endpoint";
import { STREAM_RETRIES, STREAM_RETRY_DELAY_MS } from "@parley/shared-contracts/constants";
import type { StreamRequest } from "@parley/shared-contracts/api/messages";
import type { DlpDetail } from "@parley/shared-contracts/api/dlp";
import { isDlpDetail } from "@parley/shared-contracts/api/dlp-detail";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { HttpError, readJson, serverMessage } from "@parley/ui-kit/http-error.ts";

/** How a stream ended. */
export type StreamOutcome =
  /** The body ended: the reply settled (complete, failed or stopped; refetch it to know which). */
  | { kind: "settled" }
  /**
   * 404: nothing streams for this message any more; settle and refresh
   * (docs/product/conversations.md § Error catalogue).
   */
  | { kind: "missing" }
  /** Refused or unreachable after every retry. `message` is the server's error text, if any. */
  | { kind: "failed"; status: number | null; message: string | null }
  /** Aborted by the client (screen left, conversation switched). */
  | { kind: "aborted" }
  /**
   * 400 'DLP validation failed': the reply waits for the sender's choice
   * (docs/product/dlp.md § Streaming a held reply).
   */
  | { kind: "dlp"; detail: DlpDetail };

export interface StreamReplyOptions {
  api: ApiFetch;
  messageId: number;
  signal: AbortSignal;
  /** A response began (attempt 0, 1, …): it replays the reply from its first character. */
  onAttempt: (attempt: number) => void;
  /** Decoded text of the current attempt, in arrival order. */
  onText: (text: string) => void;
  /** A failed attempt will be retried after the delay. */
  onRetry?: (attempt: number) => void;
  retries?: number;
  retryDelayMs?: number;
  /** The sender's DLP choice for a held reply, and whether to remember it for the conversation. */
  dlp?: { preference: "anonymize" | "send_anyway"; remember: boolean };
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

/** The findings of a 400 'DLP validation failed', when that is what the answer is. */
function dlpDetailOf(status: number, body: unknown): DlpDetail | null {
  if (status !== 400) return null;
  const error = (body as { error?: { code?: unknown; detail?: unknown } } | null)?.error;
  if (error?.code !== "dlp_validation_failed") return null;
  return isDlpDetail(error.detail) ? error.detail : null;
}

/** A 4xx other than 404 and 429 says the same on every try: no point retrying. */
const isFinalStatus = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

async function readBody(response: Response, onText: (text: string) => void): Promise<void> {
  if (!response.body) {
    onText(await response.text());
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      if (text !== "") onText(text);
    }
    const rest = decoder.decode();
    if (rest !== "") onText(rest);
  } finally {
    reader.releaseLock();
  }
}

/**
 * Follows a reply (docs/product/conversations.md § Streaming): `POST /api/v1/messages/stream/`, reading the
 * body as it arrives. A failed attempt (network, 5xx, a body cut short) is retried up to
 * STREAM_RETRIES times, STREAM_RETRY_DELAY_MS apart; each attempt replays from the start.
 */
export async function streamReply(options: StreamReplyOptions): Promise<StreamOutcome> {
  const retries = options.retries ?? STREAM_RETRIES;
  const delay = options.retryDelayMs ?? STREAM_RETRY_DELAY_MS;
  const sleep = options.sleep ?? defaultSleep;
  const { signal } = options;
  const request: StreamRequest = {
    message_id: options.messageId,
    ...(options.dlp ? { dlp_preference: options.dlp.preference, remember: options.dlp.remember } : {}),
  };
  let lastFailure: { status: number | null; message: string | null } = { status: null, message: null };

  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) {
      options.onRetry?.(attempt);
      await sleep(delay, signal);
    }
    if (signal.aborted) return { kind: "aborted" };
    try {
      const { path, init } = requestOf(messageEndpoints.stream, { body: request });
      const response = await options.api(path, {
        ...init,
        headers: { "content-type": "application/json", Accept: "text/plain" },
        signal,
      });
      if (response.status === 404) return { kind: "missing" };
      if (!response.ok) {
        const body = await readJson(response);
        const dlp = dlpDetailOf(response.status, body);
        if (dlp) return { kind: "dlp", detail: dlp };
        const error = new HttpError(response.status, body);
        lastFailure = { status: response.status, message: serverMessage(error) };
        if (isFinalStatus(response.status)) return { kind: "failed", ...lastFailure };
        continue;
      }
      options.onAttempt(attempt);
      await readBody(response, options.onText);
      return { kind: "settled" };
    } catch {
      if (signal.aborted) return { kind: "aborted" };
      lastFailure = { status: null, message: null };
    }
  }
  return { kind: "failed", ...lastFailure };
}
