import { createLazyResource } from "../utils/lazy-resource.ts";

/** lowlight with its grammars, fetched when the first code block renders. */
export const highlighter = createLazyResource(async () => (await import("./lowlight-instance.ts")).lowlight);

/** Starts fetching the highlighter early (optional: code blocks ask for it themselves). */
export function preloadHighlighter(): Promise<unknown> {
  return highlighter.load();
}
