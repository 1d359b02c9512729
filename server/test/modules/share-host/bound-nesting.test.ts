// The nesting cap before remark: hostile depth is flattened in one linear pass (no stack overflow,
// no quadratic parse), ordinary markdown passes through unchanged.
import { describe, expect, it } from "vitest";
import { MAX_NESTING, boundNesting } from "../../../src/modules/share-host/bound-nesting.ts";
import { renderMarkdown } from "../../../src/modules/share-host/render-markdown.ts";

const depthOf = (html: string, tag: string): number => {
  let depth = 0;
  let max = 0;
  for (const match of html.matchAll(new RegExp(`<(/?)${tag}>`, "g"))) {
    depth += match[1] === "/" ? -1 : 1;
    max = Math.max(max, depth);
  }
  return max;
};

describe("boundNesting", () => {
  it("leaves ordinary markdown as it is", () => {
    const ordinary = [
      "# Title\n\n> quote\n> > nested quote\n\n- a\n  - b\n    - c\n\n1. one\n2. two",
      "[link](https://a.b) and [[wiki]] and ![img](x.png)\n\n* * *\n\n- - -",
      "```yaml\n" + Array.from({ length: 40 }, (_, i) => `${" ".repeat(i * 2)}- item`).join("\n") + "\n```",
      "| a | b |\n|---|---|\n| [x] | `]` |",
    ];
    for (const text of ordinary) expect(boundNesting(text)).toBe(text);
  });

  it("renders 200,000 `>` without overflowing the stack, at most MAX_NESTING quotes deep", () => {
    for (const text of [">".repeat(200_000), "> ".repeat(100_000), "> - ".repeat(50_000)]) {
      const html = renderMarkdown(text);
      expect(depthOf(html, "blockquote")).toBeLessThanOrEqual(MAX_NESTING);
      expect(html.length).toBeGreaterThan(text.length / 2);
    }
  });

  it("caps lists nested on one line and by indentation", () => {
    const oneLine = renderMarkdown("- ".repeat(1000) + "x");
    expect(depthOf(oneLine, "ul")).toBeLessThanOrEqual(MAX_NESTING);
    const indented = renderMarkdown(
      Array.from({ length: 400 }, (_, i) => `${" ".repeat(i * 2)}- level ${i}`).join("\n"),
    );
    expect(depthOf(indented, "ul")).toBeLessThanOrEqual(MAX_NESTING);
    expect(indented).toContain("level 399");
    const ordered = renderMarkdown("1. ".repeat(1000) + "x");
    expect(depthOf(ordered, "ol")).toBeLessThanOrEqual(MAX_NESTING);
  });

  it("escapes `[` beyond the cap and `]` that close nothing, keeping every character", () => {
    const bounded = boundNesting(`${"[".repeat(40)}${"]".repeat(80)}`);
    expect(bounded.replaceAll("\\", "")).toBe(`${"[".repeat(40)}${"]".repeat(80)}`);
    expect(bounded.startsWith("[".repeat(MAX_NESTING) + "\\[")).toBe(true);
    // A blank line ends the paragraph: its brackets no longer count.
    expect(boundNesting(`${"[".repeat(40)}\n\n[a](https://a.b)`)).toMatch(/\n\n\[a\]\(https:\/\/a\.b\)$/);
  });

  it("is linear: 200,000 characters of every kind take well under a second of CPU to bound", () => {
    const texts = ["[", "]", ">", "- ", "1. ", "*", "`", "|"].map((unit) =>
      unit.repeat(Math.ceil(200_000 / unit.length)),
    );
    const start = process.cpuUsage();
    for (const text of texts) boundNesting(text);
    const cpuMs = process.cpuUsage(start).user / 1000;
    // Generous: about 20 ms on an idle machine.
    expect(cpuMs).toBeLessThan(2000);
  });
});
