// The replies' batches share statements: many at once are stored whole and in order in a few
// statements, with their heartbeats moved; a row that cannot be stored fails alone.
import { describe, expect, it } from "vitest";
import type { Database, SqlParam } from "../../../src/lib/db/database.ts";
import { createChunkBatcher } from "../../../src/modules/generation/chunk-batcher.ts";
import { readReplyState } from "../../../src/modules/generation/repository.ts";
import { useStreamingReplies } from "../../helpers/streaming-replies.ts";

const replies = useStreamingReplies();

/** The database, counting the statements sent through it. */
function counted(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const wrapped = {
    ...db,
    query: <Row extends object>(sql: string, params?: readonly SqlParam[]) => {
      statements++;
      return db.query<Row>(sql, params);
    },
  };
  return { db: wrapped, statements: () => statements };
}

describe("chunk batcher", () => {
  it("stores 100 replies' batches in order in a few statements and moves their heartbeats", async () => {
    const ids = await Promise.all(Array.from({ length: 100 }, () => replies.streaming(300)));
    const { db, statements } = counted(replies.db);
    const batcher = createChunkBatcher(db);
    // Each reply hands in its next batch once the last is stored, as the reply writer does.
    await Promise.all(
      ids.map(async (id, reply) => {
        let offset = 0;
        for (let seq = 0; seq < 5; seq++) {
          const text = `r${reply}-b${seq} «ü» "quoted" \\ `;
          await batcher.add({ accountId: replies.acme, messageId: id, seq, offset, text });
          offset += text.length;
        }
      }),
    );
    expect(statements()).toBeLessThan(100);
    for (const [reply, id] of ids.entries()) {
      const state = await readReplyState(replies.db, replies.acme, id);
      expect(state?.text).toBe(
        Array.from({ length: 5 }, (_, seq) => `r${reply}-b${seq} «ü» "quoted" \\ `).join(""),
      );
      expect(Date.now() - (state?.heartbeat_at?.getTime() ?? 0)).toBeLessThan(60_000);
    }
  });

  it("fails only the row whose message is gone; the others in its statement are stored", async () => {
    const [kept, deleted] = await Promise.all([replies.streaming(0), replies.streaming(0)]);
    await replies.db.query("DELETE FROM messages WHERE id = $1", [deleted]);
    const batcher = createChunkBatcher(replies.db);
    const first = batcher.add({ accountId: replies.acme, messageId: kept, seq: 0, offset: 0, text: "a" });
    const results = await Promise.allSettled([
      first,
      batcher.add({ accountId: replies.acme, messageId: kept, seq: 1, offset: 1, text: "b" }),
      batcher.add({ accountId: replies.acme, messageId: deleted, seq: 0, offset: 0, text: "lost" }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
    expect((await readReplyState(replies.db, replies.acme, kept))?.text).toBe("ab");
  });
});
