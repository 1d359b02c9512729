// The navigation-info record (docs/product/shell.md § Main layout): a flow that ends in the main layout
// after leaving it (a server redirect, another page of the product) leaves one record in the tab's
// session storage; the main layout uses it once. A successful record opens its conversation; a failed
// one opens a modal saying why. Either way the record is removed. Plain code, no zod: the reader is in
// the members' first chunk, which carries no zod (e2e budget.spec.ts).

/** Session-storage key of the record (per tab: another tab's flow must not open this tab's modal). */
export const NAVIGATION_INFO_STORAGE_KEY = "parley_navigation_info";

/**
 * The query parameter a server redirect uses to hand a failure to the main layout
 * (`/?navigation_failed=snapshot_unavailable`); the shell turns it into a record and drops it from the
 * address, so a reload does not open the modal again.
 */
export const NAVIGATION_FAILED_PARAM = "navigation_failed";

/**
 * Why a navigation failed. `snapshot_unavailable`: a sign-up from a snapshot created the workspace,
 * but the snapshot had been removed or made private since, so no conversation was copied.
 * `conversation_unavailable`: the generic one (the spec's 'Conversation does not exist or you do not
 * have access to it!'), also what a reason unknown to the reader counts as.
 */
export const NAVIGATION_FAILURES = ["snapshot_unavailable", "conversation_unavailable"] as const;
export type NavigationFailure = (typeof NAVIGATION_FAILURES)[number];

/** A record older than this is dropped unread: it belongs to a flow the member has long left. */
export const NAVIGATION_INFO_MAX_AGE_MS = 10 * 60_000;

/** What the record says. */
export type NavigationInfo =
  { status: "success"; conversation_id: number } | { status: "failed"; reason: NavigationFailure };

interface StoredNavigationInfo {
  info: NavigationInfo;
  /** When it was written (ms since the epoch). */
  saved_at: number;
}

/** The storage a record lives in (window.sessionStorage, or a fake in tests). */
export type NavigationInfoStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function isNavigationFailure(value: unknown): value is NavigationFailure {
  return typeof value === "string" && (NAVIGATION_FAILURES as readonly string[]).includes(value);
}

function parseInfo(value: unknown): NavigationInfo | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.status === "success") {
    const id = record.conversation_id;
    return typeof id === "number" && Number.isSafeInteger(id) && id > 0
      ? { status: "success", conversation_id: id }
      : null;
  }
  if (record.status === "failed") {
    // An unknown reason (a newer writer) still opens the modal, with the generic text.
    return {
      status: "failed",
      reason: isNavigationFailure(record.reason) ? record.reason : "conversation_unavailable",
    };
  }
  return null;
}

/** Writes the record, replacing any earlier one. Storage failures (private modes, quotas) are ignored. */
export function saveNavigationInfo(storage: NavigationInfoStorage, info: NavigationInfo, now = Date.now()) {
  const stored: StoredNavigationInfo = { info, saved_at: now };
  try {
    storage.setItem(NAVIGATION_INFO_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Nothing to hand over then: the page itself still opens.
  }
}

/**
 * Takes the record: reads it, removes it whatever it holds, and answers it when it is well formed and
 * fresh (null otherwise).
 */
export function takeNavigationInfo(storage: NavigationInfoStorage, now = Date.now()): NavigationInfo | null {
  let raw: string | null;
  try {
    raw = storage.getItem(NAVIGATION_INFO_STORAGE_KEY);
    if (raw === null) return null;
    storage.removeItem(NAVIGATION_INFO_STORAGE_KEY);
  } catch {
    return null;
  }
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== "object" || stored === null) return null;
  const { info, saved_at: savedAt } = stored as Record<string, unknown>;
  if (typeof savedAt !== "number" || now - savedAt > NAVIGATION_INFO_MAX_AGE_MS || savedAt > now + 60_000)
    return null;
  return parseInfo(info);
}
