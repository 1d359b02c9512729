import { QueryClient } from "@tanstack/react-query";
import { QUERY_STALE_MS } from "@parley/shared-contracts/constants";
import { shouldRetryRead } from "./retry-policy.ts";

/**
 * The spec's query policy, the same in every remote: at most QUERY_MAX_TRIES tries, none again after
 * a 4xx, stale after QUERY_STALE_MS (a query may set its own times). Mutations are never repeated by
 * themselves.
 */
export function createQueryClient(options: { retryDelay?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        // react-query counts the failures before this one (0 after the first).
        retry: (failureCount, error) => shouldRetryRead(failureCount + 1, error),
        ...(options.retryDelay === undefined ? {} : { retryDelay: options.retryDelay }),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
