import { PRODUCT_NAME } from "@parley/shared-contracts/constants";

/** Longest title part kept whole; longer ones end with an ellipsis. */
export const TITLE_PART_MAX = 48;

function truncate(text: string, max: number): string {
  const characters = [...text.trim()];
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : text.trim();
}

/**
 * The page title rule (docs/product/shell.md § Main layout): conversation (or page) name, account name and
 * the product name, ` | ` between them; a long part is truncated with an ellipsis.
 */
export function formatPageTitle(parts: readonly (string | null | undefined)[]): string {
  return [
    ...parts
      .filter((part): part is string => Boolean(part?.trim()))
      .map((part) => truncate(part, TITLE_PART_MAX)),
    PRODUCT_NAME,
  ].join(" | ");
}
