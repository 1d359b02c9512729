/** The three tabs of /my-collaborations and their list. */
export type CollaborationTab = "active" | "shared" | "public";

/**
 * Query t (docs/product/collaboration.md § My Collaborations page): 'shared' → Shared with Me, 'public' →
 * Publicly Shared Snapshots, else active.
 */
export function tabFromSearch(search: string): CollaborationTab {
  const t = new URLSearchParams(search).get("t");
  return t === "shared" || t === "public" ? t : "active";
}

/** The page's URL for a tab (the active tab has no query). */
export function tabPath(tab: CollaborationTab): string {
  return tab === "active" ? "/my-collaborations" : `/my-collaborations?t=${tab}`;
}
