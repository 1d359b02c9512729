import { createLazyResource } from "../utils/lazy-resource.ts";
import { layoutOffscreen } from "../utils/layout-offscreen.ts";
import { whenIdle } from "../utils/when-idle.ts";

/** KaTeX's renderer and stylesheet, fetched when a message first shows math. */
export const mathRenderer = createLazyResource(async () => (await import("./katex-renderer.ts")).renderMath);

let warmed = false;

/**
 * Starts fetching KaTeX early, e.g. when a conversation whose latex view is on opens, and, once it
 * is here and the page idle, renders two formulas off screen: KaTeX's first call compiles its code,
 * which would otherwise land in the reply's first frames (utils/prewarm-markdown.tsx says why).
 */
export function preloadMath(): Promise<unknown> {
  return mathRenderer.load().then((render) => {
    if (warmed || typeof document === "undefined") return;
    warmed = true;
    // Laid out in the page, so KaTeX's styles and fonts are ready for the reply too.
    whenIdle(() =>
      layoutOffscreen((host) => {
        const inline = document.createElement("span");
        const display = document.createElement("div");
        host.append(inline, display);
        render("\\frac{a}{b} + x^2 = e^{i\\pi}", inline, false);
        render("\\sum_{k=1}^{n} k", display, true);
        return () => undefined;
      }),
    );
  });
}
