import {
  WEBSOCKET_BACKOFF_INITIAL_MS as RECONNECT_BASE_MS,
  WEBSOCKET_BACKOFF_MAX_MS as RECONNECT_CAP_MS,
} from "@parley/shared-contracts/constants";

/**
 * docs/product/shell.md § Realtime connection: websocket backoff 1 s doubling to a 10 s cap, unlimited
 * attempts.
 */
export { RECONNECT_BASE_MS, RECONNECT_CAP_MS };
/** Share of the delay that is randomised (±), so a restarted server is not hit by every tab at once. */
export const RECONNECT_JITTER = 0.2;

/** The wait before reconnect attempt `attempt` (0 = the first retry); `random` in [0, 1). */
export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 10));
  const jittered = base * (1 - RECONNECT_JITTER + 2 * RECONNECT_JITTER * random);
  return Math.round(Math.min(RECONNECT_CAP_MS, jittered));
}

/**
 * After a close with 1012 "service restart" (the instance drains): the wait is spread over
 * [0, RESTART_SPREAD_MS) so the instance's clients do not all reconnect to the others at once.
 */
export const RESTART_SPREAD_MS = 1000;

export function restartReconnectDelay(random: number): number {
  return Math.floor(RESTART_SPREAD_MS * random);
}
