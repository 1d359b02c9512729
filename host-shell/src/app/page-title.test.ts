import { describe, expect, it } from "vitest";
import { TITLE_PART_MAX, formatPageTitle } from "./page-title.ts";

describe("formatPageTitle", () => {
  it("joins conversation, account and product", () => {
    expect(formatPageTitle(["Quarterly plan", "Acme"])).toBe("Quarterly plan | Acme | Parley");
  });

  it("skips missing parts", () => {
    expect(formatPageTitle([null, "Acme"])).toBe("Acme | Parley");
    expect(formatPageTitle([])).toBe("Parley");
  });

  it("truncates a long part with an ellipsis, counting characters not UTF-16 units", () => {
    const long = "A very long conversation name that goes on and on about the roadmap";
    const title = formatPageTitle([long, "Acme"]);
    const first = title.split(" | ")[0]!;
    expect(first.endsWith("…")).toBe(true);
    expect([...first].length).toBeLessThanOrEqual(TITLE_PART_MAX);
    expect(formatPageTitle(["😀".repeat(60)]).split(" | ")[0]).toBe(`${"😀".repeat(TITLE_PART_MAX - 1)}…`);
  });
});
