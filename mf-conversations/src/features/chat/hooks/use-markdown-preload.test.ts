import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { preloadMarkdown } from "../components/markdown-view.tsx";
import { useMarkdownPreload } from "./use-markdown-preload.ts";

vi.mock("../components/markdown-view.tsx", () => ({ preloadMarkdown: vi.fn() }));

describe("useMarkdownPreload", () => {
  beforeEach(() => vi.mocked(preloadMarkdown).mockClear());

  it("loads the renderer at once for a conversation that exists", () => {
    renderHook(() => useMarkdownPreload(42, false));
    expect(preloadMarkdown).toHaveBeenCalledTimes(1);
  });

  it("waits on an empty new conversation until the member types", () => {
    const { result } = renderHook(() => useMarkdownPreload(0, false));
    expect(preloadMarkdown).not.toHaveBeenCalled();
    result.current();
    expect(preloadMarkdown).toHaveBeenCalledTimes(1);
  });

  it("loads it when the new conversation gets its first message", () => {
    const { rerender } = renderHook(({ has }) => useMarkdownPreload(0, has), {
      initialProps: { has: false },
    });
    expect(preloadMarkdown).not.toHaveBeenCalled();
    rerender({ has: true });
    expect(preloadMarkdown).toHaveBeenCalledTimes(1);
  });
});
