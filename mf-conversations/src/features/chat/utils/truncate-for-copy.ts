import { CONTENT_TRUNCATED_SUFFIX } from "@parley/shared-contracts/constants";

/**
 * Most characters the conversation copy puts on the clipboard (the spec has a limit but shows no
 * number): beyond it browsers get slow or refuse the write.
 */
export const COPY_SIZE_LIMIT = 1_000_000;

/**
 * Cuts oversized text and appends '[Content truncated due to size]'
 * (docs/product/conversations.md § Download and copy).
 */
export function truncateForCopy(text: string, limit = COPY_SIZE_LIMIT): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const room = Math.max(limit - CONTENT_TRUNCATED_SUFFIX.length - 2, 0);
  return { text: `${text.slice(0, room)}\n\n${CONTENT_TRUNCATED_SUFFIX}`, truncated: true };
}
