import { describe, expect, it } from "vitest";
import { plainTitle } from "./plain-title.ts";

describe("plainTitle", () => {
  it.each([
    ["**bold**", "bold"],
    ["__bold__", "bold"],
    ["_em_ and *em*", "em and em"],
    ["***both***", "both"],
    ["~~gone~~ and ~one~", "gone and one"],
    ["# heading", "heading"],
    ["### Trip to Paris ###", "Trip to Paris"],
    ["`code`", "code"],
    ["``a ` b``", "a ` b"],
    ["[x](y)", "x"],
    ["![a chart](chart.png)", "a chart"],
    ["[wiki](https://en.wikipedia.org/wiki/Foo_(bar)) page", "wiki page"],
    ["[**bold** link](https://example.com)", "bold link"],
    ["<https://example.com>", "https://example.com"],
    ["> quoted", "quoted"],
    ["- item", "item"],
    ["**Plan** for _Q3_: `npm ci` [docs](https://x.y)", "Plan for Q3: npm ci docs"],
  ])("shows %j as %j", (title, plain) => {
    expect(plainTitle(title)).toBe(plain);
  });

  it.each([
    "Quarterly plan",
    "my_var_name",
    "2 * 3 * 4",
    "C++ & C#: a guide",
    "C#",
    "#hashtag",
    "1. Introduction",
    "a <b> c",
    "[not a link]",
    "*unclosed",
    "`unclosed",
    "خطة الربع الثالث",
  ])("keeps %j as written (no markdown to drop)", (title) => {
    expect(plainTitle(title)).toBe(title);
  });

  it("keeps escaped characters as text", () => {
    expect(plainTitle("\\*not em\\* \\# \\[x\\](y)")).toBe("*not em* # [x](y)");
  });

  it("keeps the content of code as written, markdown in it included", () => {
    expect(plainTitle("`**not bold**` and [`a`](b)")).toBe("**not bold** and a");
  });

  it("joins lines with one space and drops fences, rules and setext underlines", () => {
    expect(plainTitle("Title\n===\n")).toBe("Title");
    expect(plainTitle("```ts\nconst a = 1;\n```")).toBe("const a = 1;");
    expect(plainTitle("one\n---\n  two  \r\n three")).toBe("one two three");
  });

  it("keeps a title that would show nothing as written", () => {
    expect(plainTitle("# ")).toBe("#");
    expect(plainTitle("**")).toBe("**");
    expect(plainTitle("---")).toBe("---");
    expect(plainTitle("")).toBe("");
  });
});

// Hostile titles: each shape repeated to 100 KB, built to make a backtracking or rescanning parser
// quadratic. Generous bound, for a busy runner: the best of three runs costs per character at 100 KB
// at most 16 times what it costs at 2 KB (quadratic would be 50 times), with a floor for a small run
// too quick to measure (at the floor, 100 KB may take 0.8 s).
const SHAPES: Record<string, string> = {
  "unclosed emphasis": "*a_b~",
  "closers only": "a*b_ ",
  "nested brackets": "[",
  "links without a target": "[a](",
  "brackets and parens": "[a]((",
  "stray closers": "])",
  "backtick runs": "`a``b",
  escapes: "\\",
  "autolink starts": "<a:b",
  "heading markers": "#> - ",
  images: "![",
  "strikethrough of every length": "~~~a~",
};

function bestMillis(run: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe("plainTitle on hostile input", () => {
  for (const [name, unit] of Object.entries(SHAPES)) {
    it(`takes linear time for ${name}`, () => {
      const small = unit.repeat(Math.ceil(2_000 / unit.length));
      const large = unit.repeat(Math.ceil(100_000 / unit.length));
      bestMillis(() => plainTitle(small));
      const perSmall = bestMillis(() => plainTitle(small)) / small.length;
      const perLarge = bestMillis(() => plainTitle(large)) / large.length;
      expect(perLarge).toBeLessThan(Math.max(perSmall, 0.0005) * 16);
    });
  }

  it("gives the text of a 100 KB title of nested links", () => {
    const depth = 25_000;
    const title = `${"[".repeat(depth)}x${"](y)".repeat(depth)}`;
    expect(plainTitle(title)).toBe("x");
  });
});
