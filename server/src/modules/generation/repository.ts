// The chunk sequence of replies being generated, their settlement into messages.content, and the
// recovery of replies whose generator is gone. Scoped by account id except the recovery sweep,
// which by design looks at every tenant's streaming rows.
import { maybeOne } from "../../lib/db/database.ts";
import type { Database, Queryable } from "../../lib/db/database.ts";

/** Stores one batch of a streaming reply and refreshes its heartbeat, in one statement. */
export async function insertChunk(
  db: Queryable,
  accountId: number,
  messageId: number,
  seq: number,
  startOffset: number,
  content: string,
): Promise<void> {
  await db.query(
    `WITH chunk AS (
       INSERT INTO message_chunks (account_id, message_id, seq, start_offset, content)
       VALUES ($1, $2, $3, $4, $5)
     )
     UPDATE messages SET heartbeat_at = now() WHERE account_id = $1 AND id = $2 AND status = 'streaming'`,
    [accountId, messageId, seq, startOffset, content],
  );
}

export async function touchHeartbeat(db: Queryable, accountId: number, messageId: number): Promise<void> {
  await db.query(
    "UPDATE messages SET heartbeat_at = now() WHERE account_id = $1 AND id = $2 AND status = 'streaming'",
    [accountId, messageId],
  );
}

/** Where a handed-over reply continues: its stored text and the next batch's number. */
export interface ResumePoint {
  conversation_id: number;
  /** The batches stored so far, joined. */
  text: string;
  next_seq: number;
}

/**
 * Takes a handed-over reply for its resume: refreshes its heartbeat (the sweep then leaves it to this
 * instance) and reads what is stored, in one statement. Undefined when the reply is no longer
 * streaming (settled meanwhile, deleted).
 */
export function claimResume(
  db: Queryable,
  accountId: number,
  messageId: number,
): Promise<ResumePoint | undefined> {
  return maybeOne<ResumePoint>(
    db,
    `UPDATE messages AS m SET heartbeat_at = now()
     WHERE m.account_id = $1 AND m.id = $2 AND m.type = 'assistant' AND m.status = 'streaming'
     RETURNING m.conversation_id,
       COALESCE((SELECT string_agg(c.content, '' ORDER BY c.seq) FROM message_chunks c
                 WHERE c.account_id = m.account_id AND c.message_id = m.id), '') AS text,
       COALESCE((SELECT max(c.seq) + 1 FROM message_chunks c
                 WHERE c.account_id = m.account_id AND c.message_id = m.id), 0)::integer AS next_seq`,
    [accountId, messageId],
  );
}

export interface ReplyState {
  status: "streaming" | "complete" | "failed" | "stopped" | "held";
  /** Settled: the final content. Streaming: the batches stored so far, joined. */
  text: string;
  heartbeat_at: Date | null;
}

export function readReplyState(
  db: Queryable,
  accountId: number,
  messageId: number,
): Promise<ReplyState | undefined> {
  return maybeOne<ReplyState>(
    db,
    `SELECT m.status, m.heartbeat_at,
            CASE WHEN m.status = 'streaming'
                 THEN COALESCE((SELECT string_agg(c.content, '' ORDER BY c.seq) FROM message_chunks c
                                WHERE c.account_id = m.account_id AND c.message_id = m.id), '')
                 ELSE m.content END AS text
     FROM messages m WHERE m.account_id = $1 AND m.id = $2`,
    [accountId, messageId],
  );
}

export interface Settlement {
  content: string;
  status: "complete" | "failed" | "stopped";
  error: string | null;
  inputTokens: number;
  outputTokens: number;
}

export interface SettledRow {
  id: number;
  conversation_id: number;
}

/** Updates the conversation's size, modified time and costs after one of its replies changed. */
async function refreshConversation(
  tx: Queryable,
  accountId: number,
  conversationId: number,
  cost: string,
): Promise<void> {
  await tx.query(
    `UPDATE conversations SET
       size = (SELECT COALESCE(sum(length(content)), 0) FROM messages
               WHERE account_id = $1 AND conversation_id = $2),
       total_cost = total_cost + $3::numeric,
       last_message_cost = $3::numeric,
       modified_at = now()
     WHERE account_id = $1 AND id = $2`,
    [accountId, conversationId, cost],
  );
}

/**
 * Stores the final reply, its tokens and cost (from the model's prices), drops its chunks and
 * updates the conversation. Undefined when the reply was no longer streaming (already settled,
 * e.g. by a forced stop or the recovery sweep): the first settlement wins.
 */
export async function settleReply(
  db: Database,
  accountId: number,
  messageId: number,
  settlement: Settlement,
): Promise<SettledRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await maybeOne<SettledRow & { cost: string }>(
      tx,
      `UPDATE messages AS msg SET content = $3, status = $4, error = $5, input_tokens = $6::integer,
         output_tokens = $7::integer, heartbeat_at = NULL,
         cost = COALESCE((SELECT $6::integer * price_input_per_token + $7::integer * price_output_per_token
                          FROM models WHERE account_id = $1 AND id = msg.model_id), 0)
       WHERE account_id = $1 AND id = $2 AND status = 'streaming'
       RETURNING id, conversation_id, cost`,
      [
        accountId,
        messageId,
        settlement.content,
        settlement.status,
        settlement.error,
        settlement.inputTokens,
        settlement.outputTokens,
      ],
    );
    if (row === undefined) return undefined;
    await tx.query("DELETE FROM message_chunks WHERE account_id = $1 AND message_id = $2", [
      accountId,
      messageId,
    ]);
    await refreshConversation(tx, accountId, row.conversation_id, row.cost);
    return { id: row.id, conversation_id: row.conversation_id };
  });
}

export interface RecoveredRow {
  id: number;
  account_id: number;
  conversation_id: number;
  content: string;
  status: "failed" | "stopped";
}

/**
 * Settles streaming replies whose generator is gone (a crash, a killed process): their stored
 * batches become the content plus `suffix`. `olderThanMs` 0 takes every streaming reply (server
 * start: no generator survives a restart); the periodic sweep passes a stale-heartbeat age.
 * `only` restricts it to one reply of one account (a stop that no generator answered).
 */
export async function settleOrphanedReplies(
  db: Database,
  options: {
    olderThanMs: number;
    status: "failed" | "stopped";
    error: string | null;
    suffix: string;
    only?: { accountId: number; messageId: number };
  },
): Promise<RecoveredRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<RecoveredRow>(
      `WITH orphaned AS (
         SELECT id FROM messages
         WHERE status = 'streaming' AND COALESCE(heartbeat_at, created_at) <= now() - make_interval(secs => $1)
           AND ($5::integer IS NULL OR (account_id = $5 AND id = $6))
         FOR UPDATE SKIP LOCKED
       )
       UPDATE messages AS m SET status = $2, error = $3, heartbeat_at = NULL,
         content = COALESCE((SELECT string_agg(c.content, '' ORDER BY c.seq) FROM message_chunks c
                             WHERE c.account_id = m.account_id AND c.message_id = m.id), '') || $4
       FROM orphaned WHERE m.id = orphaned.id
       RETURNING m.id, m.account_id, m.conversation_id, m.content, m.status`,
      [
        options.olderThanMs / 1000,
        options.status,
        options.error,
        options.suffix,
        options.only?.accountId ?? null,
        options.only?.messageId ?? null,
      ],
    );
    for (const row of rows) {
      await tx.query("DELETE FROM message_chunks WHERE account_id = $1 AND message_id = $2", [
        row.account_id,
        row.id,
      ]);
      await refreshConversation(tx, row.account_id, row.conversation_id, "0");
    }
    return rows;
  });
}
