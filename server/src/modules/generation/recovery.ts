// Replies that no generator will finish: settled as failed with the spec's streaming error and an
// interruption notice, so no message stays "streaming" forever. Run at server start (every
// streaming reply belongs to a process that is gone) and periodically (stale heartbeats).
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
