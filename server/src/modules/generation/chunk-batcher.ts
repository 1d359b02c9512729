// Stores the reply batches of every running generation together: what the replies' writers hand in
// while one statement is on its way goes out in the next, as one multi-row INSERT (and one heartbeat
// UPDATE of their messages). 500 replies streaming at once each store a batch every 50 ms: one statement
// per batch would be 10,000 commits a second, one per round trip is a few dozen
// (bench/concurrent-streams). A statement that fails (a row whose message was deleted meanwhile)
// is retried row by row, so one reply's bad row loses no other reply's text.
import type { Queryable } from "../../lib/db/database.ts";
import { insertChunk } from "./repository.ts";

export interface ChunkRow {
  accountId: number;
  messageId: number;
  seq: number;
  offset: number;
  text: string;
}

export interface ChunkBatcher {
  /** Resolves when the row is stored; rejects with its own error only. */
  add(row: ChunkRow): Promise<void>;
}

interface Waiting {
  row: ChunkRow;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The largest statement: beyond it the rest waits for the next (parameters stay a few MB). */
const MAX_ROWS = 1000;

/** The rows in one statement, bound as one JSON parameter (any text, no array-literal quoting). */
export async function insertChunks(db: Queryable, rows: readonly ChunkRow[]): Promise<void> {
  await db.query(
    `WITH chunk AS (
       SELECT * FROM json_to_recordset($1::json)
         AS c(account_id integer, message_id integer, seq integer, start_offset integer, content text)
     ), stored AS (
       INSERT INTO message_chunks (account_id, message_id, seq, start_offset, content)
       SELECT account_id, message_id, seq, start_offset, content FROM chunk
     )
     UPDATE messages m SET heartbeat_at = now()
     FROM (SELECT DISTINCT account_id, message_id FROM chunk) d
     WHERE m.account_id = d.account_id AND m.id = d.message_id AND m.status = 'streaming'`,
    [
      JSON.stringify(
        rows.map((r) => ({
          account_id: r.accountId,
          message_id: r.messageId,
          seq: r.seq,
          start_offset: r.offset,
          content: r.text,
        })),
      ),
    ],
  );
}

export function createChunkBatcher(db: Queryable): ChunkBatcher {
  let waiting: Waiting[] = [];
  let busy = false;

  const storeAlone = async (item: Waiting) => {
    const { row } = item;
    try {
      await insertChunk(db, row.accountId, row.messageId, row.seq, row.offset, row.text);
      item.resolve();
    } catch (error) {
      item.reject(error);
    }
  };

  const pump = () => {
    if (busy || waiting.length === 0) return;
    busy = true;
    const batch = waiting.slice(0, MAX_ROWS);
    waiting = waiting.slice(batch.length);
    const stored =
      batch.length === 1
        ? storeAlone(batch[0]!)
        : insertChunks(
            db,
            batch.map((w) => w.row),
          ).then(
            () => {
              for (const item of batch) item.resolve();
            },
            async () => {
              for (const item of batch) await storeAlone(item);
            },
          );
    void stored.finally(() => {
      busy = false;
      pump();
    });
  };

  return {
    add(row) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ row, resolve, reject });
        pump();
      });
    },
  };
}
