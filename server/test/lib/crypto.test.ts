import { describe, expect, it } from "vitest";
import { generatePassword } from "../../src/lib/crypto.ts";

describe("generatePassword", () => {
  it("draws every character of its alphabet equally often (no modulo bias)", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i += 1)
      for (const c of generatePassword()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(55);
    const values = [...counts.values()];
    // ~5,800 draws per character: uniform stays within a few percent; `byte % 55` gave the first 36
    // characters 5/256 against 4/256, a 25 % excess.
    expect(Math.max(...values) / Math.min(...values)).toBeLessThan(1.12);
  });

  it("has the asked length and no look-alike characters", () => {
    const password = generatePassword(24);
    expect(password).toHaveLength(24);
    expect(password).not.toMatch(/[il1oO0I]/);
  });
});
