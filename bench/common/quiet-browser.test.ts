import { describe, expect, it } from "vitest";
import { parseStat, treeCpuMs } from "./quiet-browser.ts";

describe("parseStat", () => {
  it("reads the parent and the CPU ticks after a command name with spaces and parentheses", () => {
    const line = "4242 (chromium (renderer) x) S 4200 4242 4200 0 -1 4194560 100 0 0 0 37 5 0 0 20 0 9 0";
    expect(parseStat(line)).toEqual({ ppid: 4200, cpuMs: 420 });
  });
});

describe("treeCpuMs", () => {
  it("adds the root and all its descendants, and nothing else", () => {
    const stats = new Map([
      [1, { ppid: 0, cpuMs: 1000 }],
      [10, { ppid: 1, cpuMs: 30 }],
      [11, { ppid: 10, cpuMs: 20 }],
      [12, { ppid: 10, cpuMs: 5 }],
      [20, { ppid: 1, cpuMs: 700 }],
    ]);
    expect(treeCpuMs(10, stats)).toBe(55);
    expect(treeCpuMs(11, stats)).toBe(20);
    expect(treeCpuMs(99, stats)).toBe(0);
  });
});
