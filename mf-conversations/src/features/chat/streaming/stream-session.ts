import type { ApiFetch } from "@parley/shared-contracts/shell";
import { streamReply, type StreamOutcome, type StreamReplyOptions } from "./stream-reply.ts";

/** Where a followed reply is. */
export type StreamPhase = "connecting" | "streaming" | "retrying" | "settling" | "failed" | "ended" | "held";

export interface StreamStatus {
  phase: StreamPhase;
  /** Why it failed: the server's text when it gave one, else null (the screen says 'Load failed'). */
  failure: { status: number | null; message: string | null } | null;
}

/** What a message on screen hears from its session: text to add, or text to show instead. */
export type StreamTextEvent = { type: "append"; text: string } | { type: "replace"; text: string };

export interface StreamSession {
  readonly messageId: number;
  /** The reply as shown so far. */
  text(): string;
  /** Immutable; a new object only when the phase changes (for useSyncExternalStore). */
  status(): StreamStatus;
  onText(listener: (event: StreamTextEvent) => void): () => void;
  onStatus(listener: () => void): () => void;
  setPhase(phase: StreamPhase): void;
  abort(): void;
  readonly outcome: Promise<StreamOutcome>;
}

export interface StreamSessionOptions {
  api: ApiFetch;
  messageId: number;
  stream?: (options: StreamReplyOptions) => Promise<StreamOutcome>;
  retryDelayMs?: number;
  dlp?: StreamReplyOptions["dlp"];
}

/**
 * Follows one reply and keeps what the screen shows. Every attempt replays the reply from its
 * first character, so the new attempt's text replaces the old one — but only once it has caught
 * up or differs: while it replays what is already shown nothing changes, so a reconnect does not
 * flash the reply empty. Lives outside React, so a message scrolled out of the virtual list (and
 * unmounted) does not end its stream.
 */
export function createStreamSession(options: StreamSessionOptions): StreamSession {
  const controller = new AbortController();
  const textListeners = new Set<(event: StreamTextEvent) => void>();
  const statusListeners = new Set<() => void>();
  let shown = "";
  let received = "";
  let status: StreamStatus = { phase: "connecting", failure: null };

  const emit = (event: StreamTextEvent) => textListeners.forEach((listener) => listener(event));
  const setStatus = (next: StreamStatus) => {
    status = next;
    statusListeners.forEach((listener) => listener());
  };

  const receive = (text: string) => {
    received += text;
    if (received.length <= shown.length && shown.startsWith(received)) return;
    if (received.startsWith(shown)) {
      const added = received.slice(shown.length);
      shown = received;
      emit({ type: "append", text: added });
    } else {
      shown = received;
      emit({ type: "replace", text: shown });
    }
  };

  const stream = options.stream ?? streamReply;
  const outcome = stream({
    api: options.api,
    messageId: options.messageId,
    signal: controller.signal,
    ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
    ...(options.dlp ? { dlp: options.dlp } : {}),
    onAttempt: () => {
      received = "";
      setStatus({ phase: "streaming", failure: null });
    },
    onText: receive,
    onRetry: () => setStatus({ phase: "retrying", failure: null }),
  }).then((result) => {
    if (result.kind === "failed") {
      setStatus({ phase: "failed", failure: { status: result.status, message: result.message } });
    } else if (result.kind === "dlp") {
      // Waits for the sender's choice (the DLP dialog); a new session follows it.
      setStatus({ phase: "held", failure: null });
    } else if (result.kind === "aborted") {
      setStatus({ phase: "ended", failure: null });
    } else {
      // A replay cut short by the end of the body can leave less than was shown: show what came.
      if (received !== shown && result.kind === "settled" && received.length > 0) {
        shown = received;
        emit({ type: "replace", text: shown });
      }
      setStatus({ phase: "settling", failure: null });
    }
    return result;
  });

  return {
    messageId: options.messageId,
    text: () => shown,
    status: () => status,
    onText(listener) {
      textListeners.add(listener);
      return () => textListeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    setPhase(phase) {
      if (status.phase !== phase) setStatus({ phase, failure: status.failure });
    },
    abort: () => controller.abort(),
    outcome,
  };
}
