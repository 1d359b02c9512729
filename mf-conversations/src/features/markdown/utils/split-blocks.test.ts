import { describe, expect, it } from "vitest";
import { splitBlocks } from "./split-blocks.ts";

const texts = (source: string) => splitBlocks(source).map((block) => block.text);

describe("splitBlocks", () => {
  it("splits paragraphs and headings at blank lines and drops the blank lines", () => {
    expect(texts("# Title\n\nFirst para\nstill first\n\n\nSecond para\n")).toEqual([
      "# Title",
      "First para\nstill first",
      "Second para",
    ]);
    expect(splitBlocks("")).toEqual([]);
    expect(splitBlocks("\n\n")).toEqual([]);
  });

  it("keeps a backtick fence whole across blank lines", () => {
    const source = "Intro\n\n```python\ndef f():\n\n    return 1\n```\n\nAfter";
    expect(texts(source)).toEqual(["Intro", "```python\ndef f():\n\n    return 1\n```", "After"]);
  });

  it("keeps a tilde fence whole and ignores backtick lines inside it", () => {
    const source = "~~~\n```\n\nstill code\n~~~\n\nAfter";
    expect(texts(source)).toEqual(["~~~\n```\n\nstill code\n~~~", "After"]);
  });

  it("closes a fence only with the same character and at least the same length", () => {
    const source = "````md\n```\n\n```\n````\n\nAfter";
    expect(texts(source)).toEqual(["````md\n```\n\n```\n````", "After"]);
  });

  it("does not treat a backtick run with backticks in its info string as a fence", () => {
    expect(texts("``` a ` b\n\nnext")).toEqual(["``` a ` b", "next"]);
  });

  it("keeps a $$ display-math block whole across blank lines", () => {
    const source = "Text\n\n$$\na = b\n\n+ c\n$$\n\nAfter";
    expect(texts(source)).toEqual(["Text", "$$\na = b\n\n+ c\n$$", "After"]);
  });

  it("treats $$x$$ on one line as inline math, not an opening fence", () => {
    expect(texts("$$x$$\n\nnext")).toEqual(["$$x$$", "next"]);
  });

  it("keeps a loose list and its indented continuations and nested lists in one block", () => {
    const source = "- one\n\n  more about one\n\n  - nested\n\n    nested para\n\n- two\n\n1. other\n\nPara";
    expect(texts(source)).toEqual([
      "- one\n\n  more about one\n\n  - nested\n\n    nested para\n\n- two\n\n1. other",
      "Para",
    ]);
  });

  it("keeps an indented code block after a blank line with its paragraph", () => {
    expect(texts("Para\n\n    code\n\n    more\n\nNext")).toEqual(["Para\n\n    code\n\n    more", "Next"]);
  });

  it("keeps a fence inside a list item whole", () => {
    const source = "1. step\n\n   ```sh\n   ls\n\n   pwd\n   ```\n2. next";
    expect(texts(source)).toEqual([source]);
  });

  it("reports an unterminated trailing fence and where it opens", () => {
    const blocks = splitBlocks("Para\n\nSee this:\n```ts\nconst a = 1;\n\nconst b");
    expect(blocks.map((block) => block.text)).toEqual(["Para", "See this:\n```ts\nconst a = 1;\n\nconst b"]);
    expect(blocks[0]?.open).toBeNull();
    expect(blocks[1]?.open).toEqual({ kind: "code", at: "See this:\n".length });
  });

  it("reports an unterminated trailing $$ block", () => {
    const blocks = splitBlocks("Para\n\n$$\n\\frac{1}{");
    expect(blocks[1]).toEqual({ text: "$$\n\\frac{1}{", open: { kind: "math", at: 0 } });
  });

  it("keeps a document with reference definitions whole, since they apply everywhere", () => {
    const source = "See [the docs][d].\n\nMore[^1].\n\n[d]: https://example.com\n[^1]: A note.\n";
    expect(texts(source)).toEqual([source.trimEnd()]);
  });

  it("gives earlier blocks the same text while the last one grows", () => {
    const full = "# A\n\nPara one.\n\n```js\nlet x;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nEnd.";
    const final = texts(full);
    for (let end = 1; end <= full.length; end++) {
      const partial = texts(full.slice(0, end));
      // Every block but the last is final; the last is a prefix of its final text.
      partial.slice(0, -1).forEach((text, i) => expect(text).toBe(final[i]));
      expect(final[partial.length - 1]?.startsWith(partial.at(-1) ?? "")).toBe(true);
    }
  });
});
