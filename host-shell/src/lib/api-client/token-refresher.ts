import { TOKEN_REFRESH_THROTTLE_MS } from "@parley/shared-contracts/constants";

/** What one refresh attempt achieved. */
export type RefreshOutcome = "refreshed" | "rejected" | "unreachable";

export interface TokenRefresherOptions {
  /** Performs the refresh call. */
  refresh: () => Promise<RefreshOutcome>;
  /** Called once per rejected refresh (not once per waiting caller). */
  onRejected: () => void;
  now?: () => number;
  throttleMs?: number;
}

/**
 * One token refresh shared by every caller that hit a 401 at the same time, and at most one refresh
 * per throttle window (docs/product/shell.md § Session and tokens: at most one refresh call per second): a
 * caller arriving within the window reuses the last outcome instead of starting another refresh. Refresh
 * tokens rotate, so two parallel refreshes would look like a replay and revoke the session.
 */
export function createTokenRefresher(options: TokenRefresherOptions): () => Promise<RefreshOutcome> {
  const now = options.now ?? Date.now;
  const throttleMs = options.throttleMs ?? TOKEN_REFRESH_THROTTLE_MS;
  let inFlight: Promise<RefreshOutcome> | null = null;
  let last: { startedAt: number; outcome: RefreshOutcome } | null = null;

  return function refreshOnce(): Promise<RefreshOutcome> {
    if (inFlight) return inFlight;
    if (last && now() - last.startedAt < throttleMs) return Promise.resolve(last.outcome);
    const startedAt = now();
    inFlight = options
      .refresh()
      .catch((): RefreshOutcome => "unreachable")
      .then((outcome) => {
        last = { startedAt, outcome };
        inFlight = null;
        if (outcome === "rejected") options.onRejected();
        return outcome;
      });
    return inFlight;
  };
}
