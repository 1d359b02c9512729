// Replies that no generator will finish: settled as failed with the spec's streaming error and an
// interruption notice, so no message stays "streaming" forever. Run at server start (every
// streaming reply belongs to a process that is gone) and periodically (stale heartbeats).
// A reply handed over by a stopping instance (handover.ts) waits for its resume job with no generator.
// The sweep does not look at the job queue for it: the hand-over refreshes the reply's heartbeat in the
// transaction that queues the job, so the job has the whole stale age (PARLEY_REPLY_STALE_MS, 15 s at
// least; an instance that runs jobs takes it within PARLEY_ROUTINE_POLL_SECONDS), and the resume
// claims the reply by refreshing it again. Only a job no instance took within the stale age loses the
// reply to the sweep (settled as interrupted, as before; the late job then finds it settled and does
// nothing) — so a reply never stays "streaming", even with no instance left to run jobs.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../lib/db/database.ts";
import type { PubSub } from "../../lib/pubsub/pubsub.ts";
import { messageTopic } from "./events.ts";
import type { SettledEvent } from "./events.ts";
import { settleOrphanedReplies } from "./repository.ts";
import type { RecoveredRow } from "./repository.ts";
import { INTERRUPTED_SUFFIX, STREAM_FAILED } from "./service.ts";

export async function recoverInterruptedReplies(
  db: Database,
  options: { olderThanMs?: number; pubsub?: PubSub; log?: FastifyBaseLogger } = {},
): Promise<RecoveredRow[]> {
  const rows = await settleOrphanedReplies(db, {
    olderThanMs: options.olderThanMs ?? 0,
    status: "failed",
    error: STREAM_FAILED,
    suffix: INTERRUPTED_SUFFIX,
  });
  for (const row of rows) {
    options.log?.warn({ messageId: row.id, accountId: row.account_id }, "interrupted reply marked failed");
    const event: SettledEvent = { kind: "settled", status: "failed", length: row.content.length };
    await options.pubsub?.publish(messageTopic(row.id), event);
  }
  return rows;
}
