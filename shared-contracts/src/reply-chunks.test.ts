// Moved with the parser from mf-conversations: the chat's behaviour, unchanged, plus what the share
// page and the export rely on (whole stored replies).
import { describe, expect, it } from "vitest";
import { CHUNK_TAGS } from "./api/messages.ts";
import { functionBadge, parseChunks, TAG_OF_TYPE, visibleText } from "./reply-chunks.ts";

const shape = (content: string, streaming: boolean) =>
  parseChunks(content, streaming).map(({ type, content: text, complete }) => [type, text, complete]);

describe("parseChunks", () => {
  it("uses the contract's tags", () => {
    expect(TAG_OF_TYPE).toEqual(CHUNK_TAGS);
  });

  it("gives nothing for an empty reply, streaming or not", () => {
    expect(parseChunks("", true)).toEqual([]);
    expect(parseChunks("", false)).toEqual([]);
  });

  it("keeps plain text as one text chunk, incomplete while streaming", () => {
    expect(shape("Hello **world**", true)).toEqual([["text", "Hello **world**", false]]);
    expect(shape("Hello **world**", false)).toEqual([["text", "Hello **world**", true]]);
  });

  it("numbers chunks in order", () => {
    expect(parseChunks("<think>a</think>b<tool>c</tool>", false).map((c) => c.id)).toEqual([0, 1, 2]);
  });

  it("completes a thinking chunk when its closing tag arrives", () => {
    expect(shape("<think>pondering", true)).toEqual([["thinking", "pondering", false]]);
    expect(shape("<think>pondering</think>", true)).toEqual([["thinking", "pondering", true]]);
    expect(shape("<think>pondering</think>The answer", true)).toEqual([
      ["thinking", "pondering", true],
      ["text", "The answer", false],
    ]);
  });

  it("completes a chunk when the next chunk type begins, without a closing tag", () => {
    expect(shape("<think>plan<tool>search(x)", true)).toEqual([
      ["thinking", "plan", true],
      ["tool", "search(x)", false],
    ]);
    expect(shape("intro<think>more", true)).toEqual([
      ["text", "intro", true],
      ["thinking", "more", false],
    ]);
  });

  it("reads every chunk type", () => {
    const reply =
      "<think>t</think><smart_thinking>s</smart_thinking><tool>u</tool><exception>e</exception>done";
    expect(shape(reply, false)).toEqual([
      ["thinking", "t", true],
      ["smart_thinking", "s", true],
      ["tool", "u", true],
      ["exception", "e", true],
      ["text", "done", true],
    ]);
  });

  it("treats every chunk of a settled reply as complete, even without a closing tag", () => {
    expect(shape("<think>cut off by stop", false)).toEqual([["thinking", "cut off by stop", true]]);
  });

  it("shows an empty section still arriving (its loader), drops an empty finished one", () => {
    expect(shape("<think>", true)).toEqual([["thinking", "", false]]);
    expect(shape("<think></think>Answer", false)).toEqual([["text", "Answer", true]]);
    expect(shape("<think>\n</think>", true)).toEqual([]);
  });

  it("drops whitespace-only text between sections", () => {
    expect(shape("<think>a</think>\n\n<tool>b</tool>\n", false)).toEqual([
      ["thinking", "a", true],
      ["tool", "b", true],
    ]);
  });

  it("holds back a tag still arriving at the end of a streaming reply", () => {
    expect(shape("Hello <thi", true)).toEqual([["text", "Hello ", false]]);
    expect(shape("<think>idea</thi", true)).toEqual([["thinking", "idea", false]]);
    expect(shape("a <", true)).toEqual([["text", "a ", false]]);
    expect(shape("<smart_think", true)).toEqual([]);
  });

  it("keeps a '<' that cannot start a tag, and keeps everything once settled", () => {
    expect(shape("if a <b then", true)).toEqual([["text", "if a <b then", false]]);
    expect(shape("x < y", true)).toEqual([["text", "x < y", false]]);
    expect(shape("Hello <thi", false)).toEqual([["text", "Hello <thi", true]]);
  });

  it("keeps a closing tag that does not close the open chunk as its text", () => {
    expect(shape("<think>a</tool>b</think>", false)).toEqual([["thinking", "a</tool>b", true]]);
    expect(shape("text </think> more", false)).toEqual([["text", "text </think> more", true]]);
  });

  it("starts a new section when the same tag opens again", () => {
    expect(shape("<tool>one<tool>two</tool>", false)).toEqual([
      ["tool", "one", true],
      ["tool", "two", true],
    ]);
  });

  it("leaves unknown tags and HTML alone", () => {
    expect(shape("<thinking>x</thinking> <b>bold</b>", false)).toEqual([
      ["text", "<thinking>x</thinking> <b>bold</b>", true],
    ]);
  });

  it("keeps markdown and code inside sections untouched", () => {
    const code = "```ts\nconst a = 1 < 2;\n```";
    expect(shape(`<tool>${code}</tool>`, false)).toEqual([["tool", code, true]]);
  });

  it("gives the same chunks whether a reply arrives in pieces or at once", () => {
    const reply = "<think>plan it</think>Here is **the** answer<tool>call()</tool>Bye";
    for (let end = 0; end <= reply.length; end++) {
      const partial = parseChunks(reply.slice(0, end), true);
      for (const chunk of partial.filter((c) => c.complete)) {
        const final = parseChunks(reply, false)[chunk.id];
        expect(final?.type).toBe(chunk.type);
        expect(final?.content).toBe(chunk.content);
      }
      // No half tag ever shows.
      expect(partial.map((c) => c.content).join("")).not.toMatch(/<\/?[a-z_]*$/);
    }
  });
});

describe("visibleText", () => {
  it("keeps the text chunks and leaves the sections out", () => {
    expect(visibleText("<think>secret</think>\nAnswer one\n<tool>x</tool>\nAnswer two")).toBe(
      "Answer one\n\nAnswer two",
    );
  });
});

describe("functionBadge", () => {
  it("is the first non-blank line, cut at 30 characters", () => {
    expect(functionBadge("\n  search_web(query)\nmore")).toBe("search_web(query)");
    expect(functionBadge("x".repeat(40))).toBe(`${"x".repeat(30)}…`);
    expect(functionBadge(" \n ")).toBe("");
  });
});

describe("a whole stored reply", () => {
  it("splits the demo model's reply into its thoughts and its markdown", () => {
    expect(shape("<think>The message has 28 words.</think>## Echo\n\nHello", false)).toEqual([
      ["thinking", "The message has 28 words.", true],
      ["text", "## Echo\n\nHello", true],
    ]);
  });
});
