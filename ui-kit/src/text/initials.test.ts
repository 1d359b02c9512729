import { describe, expect, it } from "vitest";
import { initials } from "./initials.ts";

describe("initials", () => {
  it("takes the first letters of the first two words", () => {
    expect(initials("Ada Byron Lovelace")).toBe("AB");
    expect(initials("ada")).toBe("A");
    expect(initials("  émile   zola ")).toBe("ÉZ");
    expect(initials("")).toBe("");
  });
});
