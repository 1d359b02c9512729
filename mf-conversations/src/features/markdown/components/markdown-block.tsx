import { memo } from "react";
import Markdown, { type Options } from "react-markdown";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import { safeUrl } from "../utils/safe-url.ts";
import type { MarkdownBlock as Block } from "../utils/split-blocks.ts";
import { CodeBlock } from "./code-block.tsx";
import { markdownElements } from "./markdown-elements.tsx";
import styles from "./markdown.module.css";

type RehypePlugins = NonNullable<Options["rehypePlugins"]>;

// remark-math runs even with latex off, so formulas are recognised and shown as their source
// instead of being half-read as emphasis; rehype-katex (lazy) is added only with latex on.
const REMARK_PLUGINS: NonNullable<Options["remarkPlugins"]> = [remarkGfm, remarkMath];
const NO_REHYPE_PLUGINS: RehypePlugins = [];

interface BodyProps {
  source: string;
  /** rehype-katex when latex is on and loaded, else none. */
  rehypePlugins: RehypePlugins | null;
}

/** One complete block through react-markdown. Raw HTML stays text (react-markdown escapes it). */
const MarkdownBody = memo(function MarkdownBody({ source, rehypePlugins }: BodyProps) {
  return (
    <Markdown
      remarkPlugins={REMARK_PLUGINS}
      rehypePlugins={rehypePlugins ?? NO_REHYPE_PLUGINS}
      components={markdownElements}
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
  rehypePlugins: RehypePlugins | null;
}

/**
 * A top-level block; memoised on primitive props, so finished blocks are not re-rendered while the
 * reply grows (callers pass `open` only for the streaming last block, as a new object per change).
 */
export const MarkdownBlockView = memo(
  function MarkdownBlockView({ text, open, rehypePlugins }: BlockProps) {
    // The wrapper lets the browser skip style, layout and paint of blocks scrolled out of view
    // (content-visibility), so a frame of a long reply costs what its visible part costs.
    if (!open) {
      return (
        <div className={styles.block}>
          <MarkdownBody source={text} rehypePlugins={rehypePlugins} />
        </div>
      );
    }
    const head = text.slice(0, open.at);
    return (
      <div className={styles.block}>
        {head.trim() !== "" && <MarkdownBody source={head} rehypePlugins={rehypePlugins} />}
        <PendingFence kind={open.kind} source={text.slice(open.at)} />
      </div>
    );
  },
  (before, after) =>
    before.text === after.text &&
    before.rehypePlugins === after.rehypePlugins &&
    before.open?.kind === after.open?.kind &&
    before.open?.at === after.open?.at,
);
