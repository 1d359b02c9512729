import { afterEach, describe, expect, it, vi } from "vitest";
import { layoutOffscreen } from "./layout-offscreen.ts";

afterEach(() => vi.unstubAllGlobals());

describe("layoutOffscreen", () => {
  it("renders into a hidden box in the page and removes it once the fonts it asked for are here", async () => {
    let fontsArrived = () => {};
    const ready = new Promise<void>((resolve) => (fontsArrived = resolve));
    Object.defineProperty(document, "fonts", { value: { ready }, configurable: true });
    const cleanup = vi.fn();
    let host: HTMLElement | null = null;
    layoutOffscreen((box) => {
      host = box;
      box.append(document.createElement("p"));
      return cleanup;
    });
    // In the page while the fonts load: laid out, but neither seen nor announced.
    expect(host).not.toBeNull();
    expect(document.body.contains(host)).toBe(true);
    expect(host!.getAttribute("aria-hidden")).toBe("true");
    expect(host!.style.visibility).toBe("hidden");
    expect(cleanup).not.toHaveBeenCalled();
    fontsArrived();
    await ready;
    await Promise.resolve();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(document.body.contains(host)).toBe(false);
    Reflect.deleteProperty(document, "fonts");
  });
});
