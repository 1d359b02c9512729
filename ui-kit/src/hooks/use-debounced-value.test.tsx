import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedValue } from "./use-debounced-value.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Search({ text }: { text: string }) {
  return <p>{useDebouncedValue(text, 300)}</p>;
}

describe("useDebouncedValue", () => {
  it("gives the first value at once, and a new one once it has stayed the same for the delay", () => {
    const { rerender } = render(<Search text="a" />);
    expect(screen.getByRole("paragraph").textContent).toBe("a");
    rerender(<Search text="ad" />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender(<Search text="ada" />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    // "ad" never stayed 300 ms; "ada" has stayed 200 ms.
    expect(screen.getByRole("paragraph").textContent).toBe("a");
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole("paragraph").textContent).toBe("ada");
  });
});
