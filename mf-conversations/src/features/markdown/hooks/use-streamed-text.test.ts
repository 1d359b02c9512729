import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STREAM_RENDER_INTERVAL_MS, useStreamedText } from "./use-streamed-text.ts";

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout", "performance"],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(initial?: string, minIntervalMs = 0) {
  let renders = 0;
  const hook = renderHook(() => {
    renders++;
    return useStreamedText(initial, { minIntervalMs });
  });
  return { hook, renders: () => renders };
}

describe("useStreamedText", () => {
  it("coalesces the chunks of one animation frame into one render", () => {
    const { hook, renders } = setup("Hi");
    const before = renders();
    act(() => {
      hook.result.current.append(" the");
      hook.result.current.append("re");
      hook.result.current.append("!");
    });
    expect(hook.result.current.text).toBe("Hi");
    expect(renders()).toBe(before);

    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(hook.result.current.text).toBe("Hi there!");
    expect(renders()).toBe(before + 1);

    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(renders()).toBe(before + 1);
  });

  it("spaces renders at least minIntervalMs apart, still on an animation frame", () => {
    const { hook, renders } = setup("", 50);
    act(() => hook.result.current.append("a"));
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(hook.result.current.text).toBe("a");
    const afterFirst = renders();

    act(() => {
      hook.result.current.append("b");
      hook.result.current.append("c");
    });
    act(() => {
      vi.advanceTimersByTime(40);
    });
    expect(hook.result.current.text).toBe("a");
    expect(renders()).toBe(afterFirst);

    act(() => {
      vi.advanceTimersByTime(30);
    });
    expect(hook.result.current.text).toBe("abc");
    expect(renders()).toBe(afterFirst + 1);
  });

  it("defaults to STREAM_RENDER_INTERVAL_MS between renders", () => {
    const hook = renderHook(() => useStreamedText());
    act(() => hook.result.current.append("a"));
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    act(() => hook.result.current.append("b"));
    act(() => {
      vi.advanceTimersByTime(STREAM_RENDER_INTERVAL_MS - 20);
    });
    expect(hook.result.current.text).toBe("a");
    act(() => {
      vi.advanceTimersByTime(40);
    });
    expect(hook.result.current.text).toBe("ab");
  });

  it("flushes at once on demand and cancels the pending frame", () => {
    const { hook, renders } = setup();
    act(() => {
      hook.result.current.append("end");
      hook.result.current.flush();
    });
    expect(hook.result.current.text).toBe("end");
    const after = renders();
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(renders()).toBe(after);
  });

  it("reset replaces the text and drops what was buffered", () => {
    const { hook } = setup("old");
    act(() => {
      hook.result.current.append(" lost");
      hook.result.current.reset("settled");
    });
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(hook.result.current.text).toBe("settled");
  });

  it("keeps append stable across renders and stops its frame on unmount", () => {
    const { hook } = setup();
    const append = hook.result.current.append;
    act(() => {
      append("a");
      vi.advanceTimersToNextFrame();
    });
    expect(hook.result.current.append).toBe(append);
    act(() => append("b"));
    hook.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
