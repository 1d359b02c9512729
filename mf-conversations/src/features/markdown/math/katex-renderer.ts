// Loaded on demand (latex on): KaTeX, its stylesheet and fonts are about a third of a megabyte.
import "katex/dist/katex.min.css";
import katex, { type KatexOptions } from "katex";

/**
 * Untrusted input: no `\href`, `\url`, `\includegraphics`, `\htmlData`… (trust off), unknown
 * commands and broken formulas shown as source in the error colour instead of throwing, and macro
 * expansion and sizes bounded against blow-up input.
 */
export const KATEX_OPTIONS = {
  trust: false,
  strict: "ignore",
  throwOnError: false,
  maxExpand: 1000,
  maxSize: 20,
  output: "htmlAndMathml",
} as const satisfies KatexOptions;

/** Renders `source` into `element` (its children are replaced), inline or as a display block. */
export function renderMath(source: string, element: HTMLElement, display: boolean): void {
  katex.render(source, element, { ...KATEX_OPTIONS, displayMode: display });
}
