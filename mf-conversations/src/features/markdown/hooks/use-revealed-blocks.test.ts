import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MarkdownBlock } from "../utils/split-blocks.ts";
import { FIRST_REVEAL_BUDGET_CHARS, REVEAL_BUDGET_CHARS, useRevealedBlocks } from "./use-revealed-blocks.ts";

/** `count` blocks of half the budget each: two fit in one frame. */
const blocks = (count: number): MarkdownBlock[] =>
  Array.from({ length: count }, (_, i) => ({
    text: `${i}`.padEnd(REVEAL_BUDGET_CHARS / 2, "x"),
    open: null,
  }));

beforeEach(() => vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] }));
afterEach(() => vi.useRealTimers());

const nextFrame = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
  });

describe("useRevealedBlocks", () => {
  it("renders a message that was settled when it mounted whole, at once", () => {
    const { result } = renderHook(() => useRevealedBlocks(blocks(10), false));
    expect(result.current).toBe(10);
  });

  it("reveals a burst of streamed blocks a budget per frame", () => {
    const { result, rerender } = renderHook(({ list }) => useRevealedBlocks(list, true), {
      initialProps: { list: blocks(1) },
    });
    expect(result.current).toBe(1);
    rerender({ list: blocks(10) });
    expect(result.current).toBe(3);
    nextFrame();
    expect(result.current).toBe(5);
  });

  it("makes the first commit of a streamed message the smallest (it also pays for the first layout)", () => {
    const small: MarkdownBlock[] = Array.from({ length: 10 }, (_, i) => ({
      text: `${i}`.padEnd(FIRST_REVEAL_BUDGET_CHARS / 2, "x"),
      open: null,
    }));
    const { result } = renderHook(() => useRevealedBlocks(small, true));
    // The first block, and as many after it as fit the first budget (two halves).
    expect(result.current).toBe(3);
    nextFrame();
    // Then the full budget: six more of these.
    expect(result.current).toBe(3 + REVEAL_BUDGET_CHARS / (FIRST_REVEAL_BUDGET_CHARS / 2));
  });

  it("goes on a budget per frame when the stream ends before the burst is shown", () => {
    const { result, rerender } = renderHook(({ list, streaming }) => useRevealedBlocks(list, streaming), {
      initialProps: { list: blocks(1), streaming: true },
    });
    rerender({ list: blocks(10), streaming: true });
    expect(result.current).toBe(3);
    // Settled: the rest comes over the next frames, not in one commit.
    rerender({ list: blocks(10), streaming: false });
    expect(result.current).toBe(3);
    for (const expected of [5, 7, 9, 10]) {
      nextFrame();
      expect(result.current).toBe(expected);
    }
  });
});
