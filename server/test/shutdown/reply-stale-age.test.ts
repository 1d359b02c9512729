// PARLEY_REPLY_STALE_MS: how old a streaming reply's heartbeat must be before another instance
// settles it (a killed instance's replies). The rolling-restart e2e sets 15 s so its `kill -9` case
// ends in seconds rather than the default's ~90; a value under three heartbeats is refused.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { recoverAtStart } from "../../src/modules/generation/recovery-at-start.ts";
import { sweepEveryMs } from "../../src/plugins/generation.ts";
import { useStreamingReplies } from "../helpers/streaming-replies.ts";

describe("PARLEY_REPLY_STALE_MS", () => {
  it("defaults to 60 s, takes 15 s and more, and refuses less than three heartbeats", () => {
    expect(loadConfig({}).generation.replyStaleMs).toBe(60_000);
    expect(loadConfig({ PARLEY_REPLY_STALE_MS: "15000" }).generation.replyStaleMs).toBe(15_000);
    expect(() => loadConfig({ PARLEY_REPLY_STALE_MS: "5000" })).toThrow(/PARLEY_REPLY_STALE_MS/);
  });

  it("sweeps every half of the stale age, at most every 30 s", () => {
    expect(sweepEveryMs(60_000)).toBe(30_000);
    expect(sweepEveryMs(15_000)).toBe(7_500);
    expect(sweepEveryMs(600_000)).toBe(30_000);
  });
});

describe("a starting instance on a shared database with a short stale age", () => {
  const replies = useStreamingReplies();

  it("settles a reply silent for 20 s with 15 s, which the default age leaves streaming", async () => {
    const live = await replies.streaming(2);
    const silent = await replies.streaming(20);
    const byDefault = (await recoverAtStart(replies.db, "all", true)).map((row) => row.id);
    expect(byDefault).not.toContain(silent);
    const short = (await recoverAtStart(replies.db, "all", true, 15_000)).map((row) => row.id);
    expect(short).toContain(silent);
    expect(short).not.toContain(live);
  });
});
