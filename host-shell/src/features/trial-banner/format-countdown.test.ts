import { describe, expect, it } from "vitest";
import { formatBalance, formatCountdown } from "./format-countdown.ts";

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe("formatCountdown", () => {
  it("shows days only when nonzero, then h, two-digit m and s", () => {
    expect(formatCountdown(2 * d + 4 * h + 5 * m + 9 * s)).toBe("2d 4h 05m 09s");
    expect(formatCountdown(4 * h + 5 * m + 9 * s)).toBe("4h 05m 09s");
    expect(formatCountdown(59 * s)).toBe("0h 00m 59s");
    expect(formatCountdown(23 * h + 59 * m + 59 * s + 999)).toBe("23h 59m 59s");
    expect(formatCountdown(14 * d)).toBe("14d 0h 00m 00s");
  });

  it("never goes below zero", () => {
    expect(formatCountdown(-5000)).toBe("0h 00m 00s");
  });
});

describe("formatBalance", () => {
  it("uses 2 decimals in en-US format", () => {
    expect(formatBalance("1234.5")).toBe("$1,234.50");
    expect(formatBalance("25.00")).toBe("$25.00");
    expect(formatBalance("0")).toBe("$0.00");
    expect(formatBalance("1234567.891")).toBe("$1,234,567.89");
  });

  it("shows an unreadable value as zero", () => {
    expect(formatBalance("n/a")).toBe("$0.00");
  });
});
