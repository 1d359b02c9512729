// What a starting process settles, by role: alone (all) every streaming reply; a worker only those
// whose heartbeat is stale (a live web instance is writing the others); a web instance none.
import { describe, expect, it } from "vitest";
import type { InstanceRole } from "../../../src/lib/instance-role.ts";
import { recoverAtStart } from "../../../src/modules/generation/recovery-at-start.ts";
import { useStreamingReplies } from "../../helpers/streaming-replies.ts";

const replies = useStreamingReplies();

async function settledAtStart(role: InstanceRole): Promise<{ live: boolean; stale: boolean }> {
  const live = await replies.streaming(1);
  const stale = await replies.streaming(600);
  const ids = (await recoverAtStart(replies.db, role)).map((row) => row.id);
  return { live: ids.includes(live), stale: ids.includes(stale) };
}

describe("recovery of interrupted replies at start, by role", () => {
  it("all: settles every streaming reply (no other process can be writing)", async () => {
    expect(await settledAtStart("all")).toEqual({ live: true, stale: true });
  });

  it("worker: settles only stale replies, leaving those a live web instance writes", async () => {
    expect(await settledAtStart("worker")).toEqual({ live: false, stale: true });
    // Left for the next check: settle them so they do not leak into it.
    await recoverAtStart(replies.db, "all");
  });

  it("web: settles none (the workers' sweep does)", async () => {
    expect(await settledAtStart("web")).toEqual({ live: false, stale: false });
    await recoverAtStart(replies.db, "all");
  });
});
