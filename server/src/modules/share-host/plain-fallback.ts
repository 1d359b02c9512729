// A message as escaped text in place of its markdown rendering, in a module of its own so the page
// worker (page-worker.ts) applies it without loading the markdown pipeline (remark, KaTeX).
import { escapeHtml } from "./escape-html.ts";

/**
 * The message as escaped text in place of its markdown rendering: for a message too long or too
 * costly to render (render-pool.ts). Inline style, since the page's stylesheet comes from the shell
 * build; the share host's CSP allows inline styles (KaTeX needs them too).
 */
export function plainFallback(markdown: string): string {
  return `<p class="share-fallback" style="white-space:pre-wrap">${escapeHtml(markdown)}</p>`;
}
