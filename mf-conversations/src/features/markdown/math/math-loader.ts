import { createLazyResource } from "../utils/lazy-resource.ts";

/** The rehype plugins that turn math into KaTeX, fetched when a message first needs them. */
export const mathPlugins = createLazyResource(async () => (await import("./katex-plugins.ts")).katexRehypePlugins);

/** Starts fetching KaTeX early, e.g. when a conversation with latex on opens. */
export function preloadMath(): Promise<unknown> {
  return mathPlugins.load();
}
