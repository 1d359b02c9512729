import { useEffect, useState } from "react";
import type { MarkdownBlock } from "../utils/split-blocks.ts";

/** Characters of new blocks one commit may add while streaming (about 10–25 ms of work here). */
export const REVEAL_BUDGET_CHARS = 1500;
/**
 * The first commit's share: it also pays for the message's first style and layout (its frame was the
 * fast stream's longest task, 34–49 ms with 1,500 characters; docs/benchmarks.md, session 17).
 */
export const FIRST_REVEAL_BUDGET_CHARS = 500;

/**
 * How many blocks to render. A message that was settled when it mounted renders whole; a streamed one
 * is revealed a budget per frame when many blocks arrive at once (a fast provider, or joining a reply
 * already far along), so one commit never freezes the page for the whole text — also after the
 * stream has ended: a fast reply can finish before most of it was shown, and showing the rest at
 * once took one 80–100 ms task (bench/streaming-render, fast).
 */
export function useRevealedBlocks(blocks: readonly MarkdownBlock[], streaming: boolean): number {
  const [revealed, setRevealed] = useState(0);
  const [streamed, setStreamed] = useState(streaming);
  if (streaming && !streamed) setStreamed(true);

  let end = blocks.length;
  if ((streaming || streamed) && blocks.length > revealed) {
    end = Math.max(revealed, 1);
    const budget = revealed === 0 ? FIRST_REVEAL_BUDGET_CHARS : REVEAL_BUDGET_CHARS;
    let chars = 0;
    while (end < blocks.length && chars + blocks[end]!.text.length <= budget) {
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
