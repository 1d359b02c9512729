/**
 * The account settings sections and the URL hash of each (docs/product/account.md § Account settings page:
 * the hash follows the tab).
 */
export const ACCOUNT_TABS = ["my-profile", "notifications", "security"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tab a hash names; an empty or unknown hash opens My profile. */
export function tabFromHash(hash: string): AccountTab {
  const name = hash.replace(/^#/, "");
  return (ACCOUNT_TABS as readonly string[]).includes(name) ? (name as AccountTab) : "my-profile";
}
