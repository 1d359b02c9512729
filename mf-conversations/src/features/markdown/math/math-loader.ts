import { createLazyResource } from "../utils/lazy-resource.ts";
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
    const run = () => {
      render("\\frac{a}{b} + x^2", document.createElement("span"), false);
      render("\\sum_{k=1}^{n} k", document.createElement("div"), true);
    };
    whenIdle(run);
  });
}
