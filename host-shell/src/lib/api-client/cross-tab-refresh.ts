import type { RefreshOutcome } from "./token-refresher.ts";

const LOCK_NAME = "parley-token-refresh";
const LAST_REFRESH_KEY = "parley_last_refresh_at";

/** The part of the Web Locks API we use (absent in old browsers and jsdom). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface CrossTabOptions {
  locks?: RefreshLocks | undefined;
  storage?: Pick<Storage, "getItem" | "setItem"> | undefined;
  now?: () => number;
}

/**
 * Serialises token refreshes across the tabs of one browser. Refresh tokens rotate and a replayed one
 * revokes the whole session, so two tabs refreshing at the same moment would sign the user out.
 * Under the lock, a tab that another tab already refreshed for (after this tab's 401) just retries
 * with the shared cookies instead of refreshing again.
 */
export function refreshAcrossTabs(
  refresh: () => Promise<RefreshOutcome>,
  options: CrossTabOptions = {},
): () => Promise<RefreshOutcome> {
  const now = options.now ?? Date.now;
  return async () => {
    const locks = options.locks ?? (globalThis.navigator as Navigator | undefined)?.locks;
    const storage = options.storage ?? globalThis.localStorage;
    if (!locks || !storage) return refresh();
    const askedAt = now();
    return locks.request(LOCK_NAME, async () => {
      const last = Number(storage.getItem(LAST_REFRESH_KEY) ?? 0);
      if (last >= askedAt) return "refreshed";
      const outcome = await refresh();
      if (outcome === "refreshed") storage.setItem(LAST_REFRESH_KEY, String(now()));
      return outcome;
    });
  };
}
