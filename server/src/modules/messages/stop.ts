// Stop generation: the instance writing the reply aborts the provider call and settles it as
// stopped with its partial text. When nobody answers within a few seconds (the generator died),
// the stored batches are settled as stopped here, so the reply never stays streaming.
import type { Database } from "../../lib/db/database.ts";
import type { PubSub } from "../../lib/pubsub/pubsub.ts";
import { isStreamEvent, messageTopic } from "../generation/events.ts";
import type { SettledEvent } from "../generation/events.ts";
import { readReplyState, settleOrphanedReplies } from "../generation/repository.ts";
import type { GenerationService } from "../generation/service.ts";

export interface StopDeps {
  db: Database;
  pubsub: PubSub;
  generation: GenerationService;
}

export async function stopReply(
  deps: StopDeps,
  accountId: number,
  messageId: number,
  waitMs = 3000,
): Promise<void> {
  let resolveSettled: () => void = () => {};
  const settled = new Promise<void>((resolve) => (resolveSettled = resolve));
  const unsubscribe = await deps.pubsub.subscribe(messageTopic(messageId), (message) => {
    if (isStreamEvent(message) && message.kind === "settled") resolveSettled();
  });
  try {
    // Settled between the caller's check and the subscription: nothing to wait for.
    if ((await readReplyState(deps.db, accountId, messageId))?.status !== "streaming") return;
    await deps.generation.requestStop(messageId);
    const answered = await Promise.race([
      settled.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs).unref()),
    ]);
    if (answered) return;
    const rows = await settleOrphanedReplies(deps.db, {
      olderThanMs: 0,
      status: "stopped",
      error: null,
      suffix: "",
      only: { accountId, messageId },
    });
    for (const row of rows) {
      const event: SettledEvent = { kind: "settled", status: "stopped", length: row.content.length };
      await deps.pubsub.publish(messageTopic(row.id), event);
    }
  } finally {
    await unsubscribe();
  }
}
