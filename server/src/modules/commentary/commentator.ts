// Speaks commentary lines beside a reply without ever holding it up: each line's speech starts at
// once and runs concurrently with the stream; a line that fails or takes longer than the timeout is
// dropped (logged at warn). Lines reach the member in the order they were said.
import type { RealtimeEvent } from "@parley/shared-contracts/api/realtime";

export type CommentaryAudioEvent = Extract<RealtimeEvent, { type: "commentary_audio" }>;

export interface CommentatorDeps {
  /** The line as audio, base64 (the provider's speech API); rejects on failure or abort. */
  speak(text: string, signal: AbortSignal): Promise<string>;
  /** Sends the event to the member the commentary is for; must not throw. */
  deliver(event: CommentaryAudioEvent): Promise<void>;
  log: { warn(obj: object, msg: string): void };
  /** A line not spoken within this long is dropped. */
  timeoutMs: number;
  /** Registers background work (the generation service waits for it in tests and on shutdown). */
  track(work: Promise<void>): void;
  now?: () => Date;
}

export interface Commentator {
  say(text: string): void;
}

function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`speech took longer than ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  // The race also ends a speech call that ignores its signal.
  return Promise.race([work(controller.signal), expired]).finally(() => clearTimeout(timer));
}

export function createCommentator(deps: CommentatorDeps): Commentator {
  const now = deps.now ?? (() => new Date());
  let previous: Promise<void> = Promise.resolve();
  return {
    say(text) {
      const audio = withTimeout((signal) => deps.speak(text, signal), deps.timeoutMs);
      const turn = previous;
      const work = (async () => {
        const outcome = await audio.then(
          (data) => ({ data }),
          (error: unknown) => ({ error }),
        );
        // Keeps the order: an earlier line is sent (or dropped) first.
        await turn;
        if ("error" in outcome) {
          deps.log.warn({ err: outcome.error, line: text }, "commentary not spoken");
          return;
        }
        // Stamped when sent: the browser drops audio older than 5 s (COMMENTARY_STALENESS_MS).
        await deps.deliver({
          type: "commentary_audio",
          audio_data: outcome.data,
          created_at: now().toISOString(),
        });
      })();
      previous = work.catch(() => undefined);
      deps.track(previous);
    },
  };
}
