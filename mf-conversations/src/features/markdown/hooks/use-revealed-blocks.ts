import { useEffect, useState } from "react";
import type { MarkdownBlock } from "../utils/split-blocks.ts";

/** Characters of new blocks one commit may add while streaming (about 10–25 ms of work here). */
export const REVEAL_BUDGET_CHARS = 1500;

/**
 * How many blocks to render. A settled message renders whole; while streaming, a burst of many new
 * blocks (a fast provider, or joining a reply already far along) is revealed a budget per frame,
 * so one commit never freezes the page for the whole text.
 */
export function useRevealedBlocks(blocks: readonly MarkdownBlock[], streaming: boolean): number {
  const [revealed, setRevealed] = useState(0);

  let end = blocks.length;
  if (streaming && blocks.length > revealed) {
    end = Math.max(revealed, 1);
    let chars = 0;
    while (end < blocks.length && chars + blocks[end]!.text.length <= REVEAL_BUDGET_CHARS) {
      chars += blocks[end]!.text.length;
      end++;
    }
    // At least one new block per frame, however long it is.
    if (end === revealed) end++;
  }

  // Everything is shown: remember it now (a render-time update, not an extra commit).
  if (end >= blocks.length && revealed !== end) setRevealed(end);

  useEffect(() => {
    if (end >= blocks.length || end === revealed) return;
    const frame = requestAnimationFrame(() => setRevealed(end));
    return () => cancelAnimationFrame(frame);
  }, [end, revealed, blocks.length]);

  return end;
}
