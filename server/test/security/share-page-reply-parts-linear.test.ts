// A snapshot page splits every reply into its parts on the request thread (message-parts.ts, with the
// chat's parser from shared-contracts) before the render pool: a reply built to be costly — nothing
// but opening tags, stray closing tags, half tags, thousands of tiny sections — costs time linear in
// its length there, so no snapshot can stall the thread that serves every tenant. CPU time, generous
// bound: the cost per character of a reply 64 times as long stays within 16 times that of a short one.
// And the parts a reply shows are bounded, so its page and its render jobs cannot grow past its size.
import { describe, expect, it } from "vitest";
import { MAX_PARTS_PER_MESSAGE, snapshotParts } from "../../src/modules/share-host/message-parts.ts";

const SHAPES: Record<string, (n: number) => string> = {
  "opening tags": (n) => "<think>".repeat(n),
  "stray closing tags": (n) => "</tool>".repeat(n),
  "tiny sections": (n) => "<think>a</think>b".repeat(n),
  "a section of '<'": (n) => `<exception>${"<".repeat(n)}`,
  "half tags": (n) => "<thi<smart_thinking".repeat(n),
};

function cpuMicros(run: () => void): number {
  const start = process.cpuUsage();
  for (let i = 0; i < 3; i++) run();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

describe("splitting a snapshot's replies into parts", () => {
  for (const [name, make] of Object.entries(SHAPES)) {
    it(`takes linear time for ${name}`, () => {
      const small = make(2_000);
      const large = make(128_000);
      const split = (content: string) => () => snapshotParts([{ type: "assistant", content }]);
      cpuMicros(split(small));
      const perSmall = cpuMicros(split(small)) / small.length;
      const perLarge = cpuMicros(split(large)) / large.length;
      // A floor for a small run too quick to measure (a microsecond is the clock's step).
      expect(perLarge).toBeLessThan(Math.max(perSmall, 0.01) * 16);
    });
  }

  it("shows at most MAX_PARTS_PER_MESSAGE parts a reply, the rest as one text part without tags", () => {
    const { messages, sources } = snapshotParts([
      { type: "assistant", content: "<think>a</think>b".repeat(10_000) },
    ]);
    const parts = messages[0] ?? [];
    expect(parts).toHaveLength(MAX_PARTS_PER_MESSAGE);
    expect(sources).toHaveLength(MAX_PARTS_PER_MESSAGE);
    const last = parts.at(-1);
    expect(last?.type).toBe("text");
    expect(last?.markdown).not.toMatch(/<\/?think>/);
    expect(last?.markdown.startsWith("b\n\na\n\nb")).toBe(true);
  });
});
