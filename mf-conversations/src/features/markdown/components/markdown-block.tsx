import { memo } from "react";
import Markdown, { type Options } from "react-markdown";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import { safeUrl } from "../utils/safe-url.ts";
import type { MarkdownBlock as Block } from "../utils/split-blocks.ts";
import { CodeBlock } from "./code-block.tsx";
import { elementsWithMath, elementsWithoutMath } from "./markdown-elements.tsx";
import styles from "./markdown.module.css";

// remark-math runs even with latex off, so formulas are recognised and shown as written instead
// of being half-read as emphasis; with latex on, MathFormula renders them with KaTeX.
const REMARK_PLUGINS: NonNullable<Options["remarkPlugins"]> = [remarkGfm, remarkMath];

interface BodyProps {
  source: string;
  latex: boolean;
}

/** One complete block through react-markdown. Raw HTML stays text (react-markdown escapes it). */
const MarkdownBody = memo(function MarkdownBody({ source, latex }: BodyProps) {
  return (
    <Markdown
      remarkPlugins={REMARK_PLUGINS}
      components={latex ? elementsWithMath : elementsWithoutMath}
      urlTransform={safeUrl}
    >
      {source}
    </Markdown>
  );
});

const FENCE_LINE = /^[ \t]*(?:`{3,}|~{3,})[ \t]*([^\s`]*)[^\n]*(?:\n|$)/;

/** The still-open fence at the end of a streaming reply: plain code or text, no half-parsed math. */
function PendingFence({ kind, source }: { kind: "code" | "math"; source: string }) {
  if (kind === "math") return <div className={styles.mathSource}>{source}</div>;
  const line = FENCE_LINE.exec(source);
  return (
    <CodeBlock
      language={line?.[1] ?? ""}
      code={line ? source.slice(line[0].length) : source}
      highlight={false}
    />
  );
}

interface BlockProps {
  text: string;
  /** The unclosed fence at the end of a streaming reply's last block (null otherwise). */
  open: Block["open"];
  latex: boolean;
}

/**
 * A top-level block; memoised on primitive props, so finished blocks are not re-rendered while the
 * reply grows (callers pass `open` only for the streaming last block, as a new object per change).
 */
export const MarkdownBlockView = memo(
  function MarkdownBlockView({ text, open, latex }: BlockProps) {
    // The wrapper lets the browser skip style, layout and paint of blocks scrolled out of view
    // (content-visibility), so a frame of a long reply costs what its visible part costs.
    if (!open) {
      return (
        <div className={styles.block}>
          <MarkdownBody source={text} latex={latex} />
        </div>
      );
    }
    const head = text.slice(0, open.at);
    return (
      <div className={styles.block}>
        {head.trim() !== "" && <MarkdownBody source={head} latex={latex} />}
        <PendingFence kind={open.kind} source={text.slice(open.at)} />
      </div>
    );
  },
  (before, after) =>
    before.text === after.text &&
    before.latex === after.latex &&
    before.open?.kind === after.open?.kind &&
    before.open?.at === after.open?.at,
);
