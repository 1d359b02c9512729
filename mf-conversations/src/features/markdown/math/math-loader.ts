import { createLazyResource } from "../utils/lazy-resource.ts";

/** KaTeX's renderer and stylesheet, fetched when a message first shows math. */
export const mathRenderer = createLazyResource(async () => (await import("./katex-renderer.ts")).renderMath);

/** Starts fetching KaTeX early, e.g. when a conversation whose latex view is on opens. */
export function preloadMath(): Promise<unknown> {
  return mathRenderer.load();
}
