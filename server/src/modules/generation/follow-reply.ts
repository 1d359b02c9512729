// Follows one reply for a reader (the stream endpoint): first everything written so far — from the
// local generator when this instance runs it, else from the stored batches — then the live deltas,
// until it settles. It subscribes before reading, so nothing published afterwards is missed; a gap
// (a delta beyond what the reader has, possible across instances) is filled from the same sources.
import type { Database } from "../../lib/db/database.ts";
import type { PubSub } from "../../lib/pubsub/pubsub.ts";
import type { StreamEvent } from "./events.ts";
import { isStreamEvent, messageTopic } from "./events.ts";
import * as repo from "./repository.ts";
import type { GenerationService } from "./service.ts";

export interface FollowDeps {
  db: Database;
  pubsub: PubSub;
  generation: Pick<GenerationService, "snapshot">;
}

export interface FollowOptions {
  /** Receives the reply's text in order, each character once. */
  write: (text: string) => void;
  /** The reader went away. */
  signal: AbortSignal;
  /** With no event for this long the stored state is checked again (a generator that died). */
  idleCheckMs?: number;
  /** A streaming reply whose heartbeat is older than this has no generator: stop following. */
  staleAfterMs?: number;
}

export type FollowOutcome = "settled" | "abandoned" | "closed" | "missing";

export async function followReply(
  deps: FollowDeps,
  accountId: number,
  messageId: number,
  options: FollowOptions,
): Promise<FollowOutcome> {
  const idleCheckMs = options.idleCheckMs ?? 10_000;
  const staleAfterMs = options.staleAfterMs ?? 60_000;
  const queue: StreamEvent[] = [];
  let wake: (() => void) | undefined;
  const notify = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const unsubscribe = await deps.pubsub.subscribe(messageTopic(messageId), (message) => {
    if (!isStreamEvent(message)) return;
    queue.push(message);
    notify();
  });
  options.signal.addEventListener("abort", notify, { once: true });

  let written = 0;
  const emit = (text: string, offset: number) => {
    if (offset > written || offset + text.length <= written) return;
    options.write(text.slice(written - offset));
    written = offset + text.length;
  };
  /** Everything available now: the local generator's text, or the stored state. */
  const catchUp = async (stored = false): Promise<repo.ReplyState | undefined> => {
    const local = stored ? undefined : deps.generation.snapshot(messageId);
    if (local !== undefined) {
      emit(local, 0);
      return { status: "streaming", text: local, heartbeat_at: new Date() };
    }
    const state = await repo.readReplyState(deps.db, accountId, messageId);
    if (state !== undefined) emit(state.text, 0);
    return state;
  };

  try {
    const initial = await catchUp();
    if (initial === undefined) return "missing";
    // A held reply (DLP) waits for its sender's choice: others keep following until it is released
    // (deltas arrive) or withdrawn (the row goes: "missing").
    if (initial.status !== "streaming" && initial.status !== "held") return "settled";
    for (;;) {
      if (options.signal.aborted) return "closed";
      const event = queue.shift();
      if (event === undefined) {
        const idle = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), idleCheckMs);
          wake = () => {
            clearTimeout(timer);
            resolve(false);
          };
        });
        if (!idle) continue;
        const state = await catchUp();
        if (state === undefined) return "missing";
        if (state.status === "held") continue;
        if (state.status !== "streaming") return "settled";
        const beat = state.heartbeat_at?.getTime() ?? 0;
        if (Date.now() - beat > staleAfterMs) return "abandoned";
        continue;
      }
      if (event.kind === "settled") {
        // The final content is stored before the event is published (and may end with more than
        // the generator's text, e.g. the interruption notice).
        if (written < event.length) await catchUp(true);
        return "settled";
      }
      if (event.offset > written) await catchUp();
      emit(event.text, event.offset);
    }
  } finally {
    options.signal.removeEventListener("abort", notify);
    await unsubscribe();
  }
}
