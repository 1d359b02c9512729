// A regression: the launch link went into a hidden iframe, which the page's CSP (frame-src 'self') refused.
import { describe, expect, it, vi } from "vitest";
import { openLaunchLink } from "./launch-link.ts";

describe("openLaunchLink", () => {
  it("navigates the page itself to parley-helper://start, with no frame", () => {
    const navigate = vi.fn();
    openLaunchLink(navigate);
    expect(navigate).toHaveBeenCalledWith("parley-helper://start");
    expect(document.querySelector("iframe")).toBeNull();
  });
});
