import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { preloadMarkdown } from "../utils/load-markdown.ts";
import { loadMessageList } from "../utils/load-message-list.ts";
import { useThreadPreload } from "./use-thread-preload.ts";

vi.mock("../utils/load-markdown.ts", () => ({ preloadMarkdown: vi.fn() }));
vi.mock("../utils/load-message-list.ts", () => ({ loadMessageList: vi.fn(() => Promise.resolve({})) }));
vi.mock("../utils/load-send-parameters.ts", () => ({ loadSendParameters: vi.fn(() => Promise.resolve({})) }));

describe("useThreadPreload", () => {
  beforeEach(() => {
    vi.mocked(preloadMarkdown).mockClear();
    vi.mocked(loadMessageList).mockClear();
  });

  it("loads the list and the renderer at once for a conversation that exists", () => {
    renderHook(() => useThreadPreload(42, false));
    expect(preloadMarkdown).toHaveBeenCalledTimes(1);
    expect(loadMessageList).toHaveBeenCalledTimes(1);
  });

  it("waits on an empty new conversation until the member types", () => {
    const { result } = renderHook(() => useThreadPreload(0, false));
    expect(preloadMarkdown).not.toHaveBeenCalled();
    expect(loadMessageList).not.toHaveBeenCalled();
    result.current();
    expect(preloadMarkdown).toHaveBeenCalledTimes(1);
    expect(loadMessageList).toHaveBeenCalledTimes(1);
  });

  it("loads it when the new conversation gets its first message", () => {
    const { rerender } = renderHook(({ has }) => useThreadPreload(0, has), {
      initialProps: { has: false },
    });
    expect(preloadMarkdown).not.toHaveBeenCalled();
    rerender({ has: true });
    expect(preloadMarkdown).toHaveBeenCalledTimes(1);
  });
});
