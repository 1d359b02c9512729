import { useMemo } from "react";
import { useLazyResource } from "../hooks/use-lazy-resource.ts";
import { mathPlugins } from "../math/math-loader.ts";
import { splitBlocks } from "../utils/split-blocks.ts";
import { MarkdownBlockView } from "./markdown-block.tsx";
import styles from "./markdown.module.css";

export interface MarkdownContentProps {
  /** The message text (markdown source). */
  content: string;
  /** Render markdown (GFM); off = plain text with its line breaks. Default on. */
  markdown?: boolean;
  /** Render `$…$` and `$$…$$` with KaTeX (loaded on first need); off = formulas as written. Default off. */
  latex?: boolean;
  /** The reply is still arriving: an unclosed fence or `$$` at the end shows as plain code/text. */
  streaming?: boolean;
  className?: string;
}

/**
 * A message body. The source is split into top-level blocks, each a memoised component keyed by
 * its index, so while a reply streams only its growing last block is parsed and rendered again.
 */
export function MarkdownContent({
  content,
  markdown = true,
  latex = false,
  streaming = false,
  className,
}: MarkdownContentProps) {
  const blocks = useMemo(() => (markdown ? splitBlocks(content) : []), [content, markdown]);
  // Until KaTeX has loaded, formulas show as source (the same as latex off), then render once.
  const rehypePlugins = useLazyResource(mathPlugins, markdown && latex);
  const rootClass = className ? `${styles.markdown} ${className}` : styles.markdown;

  if (!markdown) {
    return (
      <div className={`${rootClass} ${styles.plain}`} dir="auto" data-testid="markdown.content">
        {content}
      </div>
    );
  }
  const last = blocks.length - 1;
  return (
    <div className={rootClass} dir="auto" data-testid="markdown.content">
      {blocks.map((block, index) => (
        <MarkdownBlockView
          key={index}
          text={block.text}
          open={streaming && index === last ? block.open : null}
          rehypePlugins={rehypePlugins}
        />
      ))}
    </div>
  );
}
