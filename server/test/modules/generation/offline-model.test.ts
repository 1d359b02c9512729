import { describe, expect, it } from "vitest";
import { offlineReply, streamOfflineReply } from "../../../src/modules/generation/offline-model.ts";
import type { GenerationPart } from "../../../src/modules/generation/parts.ts";

async function collect(parts: AsyncGenerator<GenerationPart>): Promise<GenerationPart[]> {
  const out: GenerationPart[] = [];
  for await (const part of parts) out.push(part);
  return out;
}

describe("offline model", () => {
  it("answers deterministically with thinking, paragraphs, code, inline and display math and a table", () => {
    const reply = offlineReply("What is 2 + 2?\nSecond line", 2);
    expect(offlineReply("What is 2 + 2?\nSecond line", 2)).toEqual(reply);
    expect(reply.reasoning).toContain("7 words in 2 lines");
    expect(reply.text).toContain("> What is 2 + 2?\n> Second line");
    expect(reply.text).toMatch(/```text\nWhat is 2 \+ 2\?\nSecond line\n```/);
    expect(reply.text).toContain("$n = 7$");
    expect(reply.text).toContain("$$\n\\sum_{k=1}^{7} k = 28\n$$");
    expect(reply.text).toContain("| Words | 7 |");
    expect(offlineReply("other", 0).text).not.toBe(reply.text);
  });

  it("keeps an echoed code fence and chunk tags from breaking the reply", () => {
    const reply = offlineReply("```js\nx\n``` and <think>not a thought</think>", 0);
    expect(reply.text).toContain("````text\n");
    expect(reply.text).not.toContain("<think>");
    expect(reply.text).toContain("<\u200bthink>not a thought<\u200b/think>");
  });

  it("streams reasoning then text in small chunks, then usage", async () => {
    const parts = await collect(
      streamOfflineReply(
        { message: "hello there", previous: 0, promptChars: 11 },
        { delayMs: 0, signal: new AbortController().signal },
      ),
    );
    const reply = offlineReply("hello there", 0);
    const text = (type: string) =>
      parts
        .filter((p): p is Extract<GenerationPart, { text: string }> => p.type === type)
        .map((p) => p.text)
        .join("");
    expect(text("reasoning")).toBe(reply.reasoning);
    expect(text("text")).toBe(reply.text);
    expect(parts.filter((p) => p.type === "text").every((p) => "text" in p && [...p.text].length <= 5)).toBe(
      true,
    );
    expect(parts.at(-1)).toEqual({ type: "usage", inputTokens: 3, outputTokens: expect.any(Number) });
  });

  it("stops early when aborted, waiting the configured pause between chunks", async () => {
    const controller = new AbortController();
    const started = Date.now();
    const parts: GenerationPart[] = [];
    for await (const part of streamOfflineReply(
      { message: "hello", previous: 0, promptChars: 5 },
      { delayMs: 20, signal: controller.signal },
    )) {
      parts.push(part);
      if (parts.length === 5) controller.abort();
    }
    expect(parts).toHaveLength(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 20 - 5);
  });
});

describe("countText", () => {
  it("counts as splitting would, without building arrays", async () => {
    const { countText } = await import("../../../src/modules/generation/offline-model.ts");
    for (const text of [
      "one",
      "two words\nand a line",
      "tabs\tand  double  spaces",
      "emoji 😀 counts once",
      "é",
    ]) {
      expect(countText(text)).toEqual({
        words: text.split(/\s+/u).length,
        lines: text.split("\n").length,
        chars: [...text].length,
      });
    }
    expect(countText("")).toEqual({ words: 0, lines: 0, chars: 0 });
  });
});
