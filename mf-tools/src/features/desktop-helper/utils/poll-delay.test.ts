import { describe, expect, it } from "vitest";
import { helperPollDelay } from "./poll-delay.ts";

describe("helperPollDelay", () => {
  it("reads a helper that answers every 5 s", () => {
    expect(helperPollDelay(0)).toBe(5000);
  });

  it("backs off from 1 s, doubling, to 30 s while nothing answers", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(helperPollDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
