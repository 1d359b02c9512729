// The spec's query policy, shared by react-query's client (query-client.ts) and the kit's
// react-query-free reads (use-read.ts): at most QUERY_MAX_TRIES tries, none again after a 4xx.
import { QUERY_MAX_TRIES } from "@parley/shared-contracts/constants";
import { isClientError } from "../http-error.ts";

/** Whether a read that failed `failureCount` times (1 after the first) may be tried again. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < QUERY_MAX_TRIES;
}

/** react-query's own back-off: 1 s, 2 s, 4 s, … at most 30 s. */
export function retryDelayMs(failureCount: number): number {
  return Math.min(1000 * 2 ** (failureCount - 1), 30_000);
}
