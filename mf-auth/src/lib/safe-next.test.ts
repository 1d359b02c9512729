import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next.ts";

describe("safeNextPath", () => {
  it.each(["/", "/routines", "/conversations/4?x=1#m2"])("keeps the same-origin path %j", (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    "",
    "routines",
    "//evil.test",
    "/\\evil.test",
    "https://evil.test/",
    "javascript:alert(1)",
  ])("drops %j", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});
