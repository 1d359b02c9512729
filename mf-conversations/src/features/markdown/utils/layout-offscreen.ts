// Where the warm-ups render (prewarm-markdown.tsx, math-loader.ts): a box in the page, laid out but
// never seen nor announced. Rendered into a detached element, the samples warmed the code but not the
// browser: the reply's first frame still paid for the first style of the markdown and KaTeX rules and
// the first layout with KaTeX's fonts (a layout of 179 objects took 15 ms, its style 4–6 ms, in the
// fast stream's one long task; docs/benchmarks.md, session 17).

/**
 * Runs `render` into a hidden box in the page, lays it out once, then runs `cleanup` and removes the
 * box when the fonts it asked for have arrived.
 */
export function layoutOffscreen(render: (host: HTMLElement) => () => void): void {
  // A warm-up waits for an idle moment; by then a test's page may be gone (never a browser's).
  if (typeof document === "undefined") return;
  const box = document.createElement("div");
  box.setAttribute("aria-hidden", "true");
  box.style.cssText =
    "position:fixed;top:0;left:-10000px;width:720px;visibility:hidden;pointer-events:none;overflow:hidden";
  document.body.append(box);
  const cleanup = render(box);
  // Reading a size lays the box out now: styles matched, fonts asked for, text shaped.
  void box.offsetHeight;
  const done = () => {
    cleanup();
    box.remove();
  };
  const fonts = (document as Document & { fonts?: FontFaceSet }).fonts;
  if (fonts === undefined) done();
  else void fonts.ready.then(done, done);
}
