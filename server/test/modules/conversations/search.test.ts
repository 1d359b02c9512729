import { describe, expect, it } from "vitest";
import { excerpt, parseSearch } from "../../../src/modules/conversations/search.ts";

describe("search query", () => {
  it("requires every word and matches the last one as a prefix", () => {
    expect(parseSearch("Quarterly REPORT dra")).toEqual({
      tsquery: "quarterly & report & dra:*",
      terms: ["quarterly", "report", "dra"],
    });
  });

  it("keeps only letters and digits of any script, so the tsquery always parses", () => {
    expect(parseSearch("it's a & b | !(c) 'x':*")?.tsquery).toBe("it & s & a & b & c & x");
    expect(parseSearch("東京 café Ünïcode")?.tsquery).toBe("東京 & café & ünïcode:*");
    expect(parseSearch("  !!  ")).toBeUndefined();
    expect(parseSearch(undefined)).toBeUndefined();
    expect(parseSearch("a")?.tsquery).toBe("a"); // one letter: no prefix expansion
  });
});

describe("search excerpt", () => {
  it("shows a window around the first hit on one line, tags removed", () => {
    const content = `<think>thinking</think>${"lorem ipsum ".repeat(20)}the Budget\nfor 2027 ${"dolor ".repeat(40)}`;
    const text = excerpt(content, ["budget"]);
    expect(text.startsWith("…")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text).toContain("the Budget for 2027");
    expect(text).not.toContain("<think>");
    expect(text.length).toBeLessThanOrEqual(162);
    expect(excerpt("short text", ["nothing"])).toBe("short text");
  });
});
