import { describe, expect, it, vi } from "vitest";
import "../test/render-with-i18n.tsx";
import { prewarmMarkdown } from "./prewarm-markdown.tsx";

describe("prewarmMarkdown", () => {
  it("renders the sample once, off screen, when the browser is idle", () => {
    const idle = vi.fn((run: () => void) => {
      run();
      return 1;
    });
    vi.stubGlobal("requestIdleCallback", idle);
    const before = document.body.innerHTML;
    prewarmMarkdown();
    prewarmMarkdown();
    expect(idle).toHaveBeenCalledTimes(1);
    // Nothing of it stays in the page.
    expect(document.body.innerHTML).toBe(before);
    vi.unstubAllGlobals();
  });
});
