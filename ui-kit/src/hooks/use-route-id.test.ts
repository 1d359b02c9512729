import { describe, expect, it } from "vitest";
import { idInPath } from "./use-route-id.ts";

describe("idInPath", () => {
  it("reads the id of its own section only", () => {
    expect(idInPath("routines", "/routines/12")).toBe(12);
    expect(idInPath("routines", "/routines/12/")).toBe(12);
    expect(idInPath("conversations", "/routines/12")).toBeNull();
  });

  it("answers null for a new item, a slug, zero and ids past the safe range", () => {
    expect(idInPath("routines", "/routines/new")).toBeNull();
    expect(idInPath("conversations", "/conversations/abc-slug")).toBeNull();
    expect(idInPath("conversations", "/conversations/0")).toBeNull();
    expect(idInPath("conversations", "/conversations/99999999999999999999")).toBeNull();
    expect(idInPath("conversations", "/conversations/7/extra")).toBeNull();
  });
});
