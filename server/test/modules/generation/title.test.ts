// The model's answer to the title request as the stored title: one line, no "Title:", no quotes, and
// markdown as its text — a title is shown as text everywhere.
import { describe, expect, it } from "vitest";
import { cleanTitle } from "../../../src/modules/generation/title.ts";

describe("cleanTitle", () => {
  it("keeps the first line without its label, quotes and final full stop", () => {
    expect(cleanTitle('\n  Title: "Quarterly plan".\nmore')).toBe("Quarterly plan");
    expect(cleanTitle("<think>hmm</think>Trip to Paris")).toBe("Trip to Paris");
  });

  it("gives markdown as its text, also where it is not only at the ends", () => {
    expect(cleanTitle("**Launch** plan")).toBe("Launch plan");
    expect(cleanTitle("# Budget for _Q3_")).toBe("Budget for Q3");
    expect(cleanTitle("Title: Using `npm ci` in [CI](https://example.com)")).toBe("Using npm ci in CI");
  });

  it("gives nothing for an answer without text", () => {
    expect(cleanTitle("")).toBeUndefined();
    expect(cleanTitle("**")).toBeUndefined();
    expect(cleanTitle("<think>only thinking</think>")).toBeUndefined();
  });
});
