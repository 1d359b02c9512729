import { describe, expect, it } from "vitest";
import type { DeltaEvent } from "../../../src/modules/generation/events.ts";
import { createReplyWriter } from "../../../src/modules/generation/reply-writer.ts";

function setup(options: { flushMs?: number; flushChars?: number } = {}) {
  const batches: { seq: number; offset: number; text: string }[] = [];
  const events: DeltaEvent[] = [];
  const writer = createReplyWriter({
    persist: async (seq, offset, text) => void batches.push({ seq, offset, text }),
    publish: (event) => events.push(event),
    onPersistError: (error) => {
      throw error;
    },
    ...options,
  });
  return { writer, batches, events };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("reply writer", () => {
  it("wraps reasoning in think tags and other chunk types in theirs", async () => {
    const { writer } = setup();
    writer.write("thinking", "Let me ");
    writer.write("thinking", "see.");
    writer.write("text", "Answer ");
    writer.write("tool", "search(x)");
    writer.write("text", "done");
    writer.closeSection();
    writer.write("exception", "it broke");
    writer.closeSection();
    expect(writer.text).toBe(
      "<think>Let me see.</think>Answer <tool>search(x)</tool>done<exception>it broke</exception>",
    );
    await writer.flush();
  });

  it("publishes one coalesced delta per event-loop turn, with offsets, in order", async () => {
    const { writer, events } = setup();
    writer.write("text", "ab");
    writer.write("text", "cd");
    expect(events).toEqual([]);
    await turn();
    writer.write("text", "ef");
    await turn();
    expect(events).toEqual([
      { kind: "delta", offset: 0, text: "abcd" },
      { kind: "delta", offset: 4, text: "ef" },
    ]);
    writer.write("text", "g");
    await writer.flush(); // flush publishes what is pending at once
    expect(events.at(-1)).toEqual({ kind: "delta", offset: 6, text: "g" });
  });

  it("persists in batches by size and by time, in sequence, covering the whole reply", async () => {
    const { writer, batches } = setup({ flushChars: 10, flushMs: 30 });
    writer.write("text", "0123456789AB"); // over the size: stored at once
    writer.write("text", "cd"); // waits for the timer
    await turn();
    expect(batches).toEqual([{ seq: 0, offset: 0, text: "0123456789AB" }]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(batches[1]).toEqual({ seq: 1, offset: 12, text: "cd" });
    writer.write("text", "ef");
    await writer.flush();
    expect(batches.map((b) => b.text).join("")).toBe(writer.text);
    expect(batches.map((b) => b.seq)).toEqual([0, 1, 2]);
  });
});
