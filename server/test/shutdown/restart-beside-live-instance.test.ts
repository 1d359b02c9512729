// A rolling restart starts an instance beside live ones on the same PostgreSQL: its start must not
// settle the replies they are still writing (heartbeat fresh), only those whose generator is gone
// (heartbeat stale). Alone on the embedded database every streaming reply is orphaned.
import { describe, expect, it } from "vitest";
import { recoverAtStart } from "../../src/modules/generation/recovery-at-start.ts";
import { useStreamingReplies } from "../helpers/streaming-replies.ts";

const replies = useStreamingReplies();
const streaming = (heartbeatAgeSeconds: number) =>
  replies.streaming(heartbeatAgeSeconds, { title: "Rolling restart" });

describe("an instance starting on a shared database", () => {
  it("settles only replies whose heartbeat is stale, even with PARLEY_ROLE=all", async () => {
    const live = await streaming(2);
    const stale = await streaming(600);
    const settled = (await recoverAtStart(replies.db, "all", true)).map((row) => row.id);
    expect(settled).toContain(stale);
    expect(settled).not.toContain(live);
    const rows = await replies.db.query<{ id: number; status: string }>(
      "SELECT id, status FROM messages WHERE id IN ($1, $2) ORDER BY id",
      [live, stale],
    );
    expect(rows).toEqual([
      { id: live, status: "streaming" },
      { id: stale, status: "failed" },
    ]);
  });

  it("alone on the embedded database, settles every streaming reply", async () => {
    const fresh = await streaming(2);
    const settled = (await recoverAtStart(replies.db, "all", false)).map((row) => row.id);
    expect(settled).toContain(fresh);
  });
});
