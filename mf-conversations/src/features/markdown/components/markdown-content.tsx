import { useMemo } from "react";
import { useRevealedBlocks } from "../hooks/use-revealed-blocks.ts";
import { splitBlocks } from "../utils/split-blocks.ts";
import { MarkdownBlockView } from "./markdown-block.tsx";
import styles from "./markdown.module.css";

export interface MarkdownContentProps {
  /** The message text (markdown source). */
  content: string;
  /** Render markdown (GFM); off = plain text with its line breaks. Default on. */
  markdown?: boolean;
  /** Render `$…$` and `$$…$$` with KaTeX (loaded on first formula); off = formulas as written. Default off. */
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
  const revealed = useRevealedBlocks(blocks, streaming);
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
      {blocks.slice(0, revealed).map((block, index) => (
        <MarkdownBlockView
          key={index}
          text={block.text}
          open={streaming && index === last ? block.open : null}
          latex={latex}
        />
      ))}
    </div>
  );
}
