// The markdown renderer (react-markdown, GFM, math; KaTeX and highlighting lazy inside it), the largest
// part of the chat screen. Named, so that a page can declare it among the chunks the document
// preloads; apart from the message view, so that preloading it needs nothing of the view.
export const loadMarkdown = () => import(/* webpackChunkName: "markdown" */ "../../markdown/index.ts");

/** Starts loading the renderer early, so messages rarely wait for it, and runs it once when idle. */
export function preloadMarkdown(): void {
  loadMarkdown()
    .then((module) => module.prewarmMarkdown())
    .catch(() => undefined);
}
