/** First letters of the first two words of a name: a member's, an account's (docs/product/tools.md § Integrations). */
export function initials(name: string): string {
  return name
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? "")
    .join("");
}
