import { describe, expect, it } from "vitest";
import { tabFromSearch, tabPath } from "./tab-from-query.ts";

describe("tabFromSearch", () => {
  it("picks the tab by query t, active for anything else", () => {
    expect(tabFromSearch("?t=shared")).toBe("shared");
    expect(tabFromSearch("?t=public")).toBe("public");
    expect(tabFromSearch("?t=other")).toBe("active");
    expect(tabFromSearch("")).toBe("active");
    expect(tabFromSearch("?x=1&t=shared")).toBe("shared");
  });

  it("round-trips through the tab's path", () => {
    for (const tab of ["active", "shared", "public"] as const)
      expect(tabFromSearch(tabPath(tab).split("?")[1] ?? "")).toBe(tab);
  });
});
