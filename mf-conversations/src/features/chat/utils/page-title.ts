import { PRODUCT_NAME } from "@parley/shared-contracts/constants";

/** Longest title part kept whole (the shell's rule); longer ones end with an ellipsis. */
export const TITLE_PART_MAX = 48;

function truncate(text: string): string {
  const characters = [...text.trim()];
  return characters.length > TITLE_PART_MAX
    ? `${characters
        .slice(0, TITLE_PART_MAX - 1)
        .join("")
        .trimEnd()}…`
    : text.trim();
}

/** Page title (docs/product/shell.md § Main layout): conversation name, account name, product name. */
export function chatPageTitle(conversationName: string, accountName: string | null | undefined): string {
  return [conversationName, accountName]
    .filter((part): part is string => Boolean(part?.trim()))
    .map(truncate)
    .concat(PRODUCT_NAME)
    .join(" | ");
}
