// Loaded on demand (latex on): KaTeX, its stylesheet and fonts are about a third of a megabyte.
import "katex/dist/katex.min.css";
import type { Options as RehypeKatexOptions } from "rehype-katex";
import type { Options } from "react-markdown";
import { rehypeKatexCached } from "./rehype-katex-cached.ts";

/**
 * Untrusted input: no `\href`, `\url`, `\includegraphics`, `\htmlData`… (trust off), unknown commands
 * shown as source instead of failing, and macro expansion and sizes bounded against blow-up input.
 * rehype-katex renders with `throwOnError: true` first and falls back to `throwOnError: false`, so
 * a broken formula shows in the error colour and never breaks the message.
 */
export const KATEX_OPTIONS: RehypeKatexOptions = {
  trust: false,
  strict: "ignore",
  maxExpand: 1000,
  maxSize: 20,
};

/** One plugin instance, so its cache of rendered formulas is shared by every message. */
const transform = rehypeKatexCached(KATEX_OPTIONS);

export const katexRehypePlugins: NonNullable<Options["rehypePlugins"]> = [() => transform];
