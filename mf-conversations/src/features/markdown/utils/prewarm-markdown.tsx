// The first reply rendered on a page paid for code run for the first time: in the fast stream's one
// long task (58–82 ms), about 28 ms were V8 compiling functions on first call and 20 ms the first
// parse (a CPU profile, docs/benchmarks.md session 16). Rendering a small sample once, off screen, when
// the page is idle after the renderer has loaded moves that cost out of the reply; laid out in the
// page (layout-offscreen.ts), it moves the first style and layout of its elements out too.
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { MarkdownContent } from "../components/markdown-content.tsx";
import { layoutOffscreen } from "./layout-offscreen.ts";
import { whenIdle } from "./when-idle.ts";

// Every construct a reply commonly has, but no fenced language (it would fetch a grammar) and no
// LaTeX view (it would fetch KaTeX): remark-math still parses the formulas.
const SAMPLE = [
  "# Title",
  "Some *emphasis*, **strong**, `code`, ~~gone~~, a [link](https://example.com) and $x^2$.",
  "- one\n- [x] two\n  1. nested",
  "> quoted",
  "| a | b |\n| - | - |\n| 1 | 2 |",
  "```\nplain code\n```",
  "$$\nx = y\n$$",
].join("\n\n");

let started = false;

/** Once per page: renders the sample off screen when the browser is idle. */
export function prewarmMarkdown(): void {
  if (started || typeof document === "undefined") return;
  started = true;
  whenIdle(() =>
    layoutOffscreen((host) => {
      const root = createRoot(host);
      flushSync(() => root.render(<MarkdownContent content={SAMPLE} />));
      return () => root.unmount();
    }),
  );
}
