import { QueryClient } from "@tanstack/react-query";
import { QUERY_MAX_TRIES, QUERY_STALE_MS } from "@parley/shared-contracts/constants";
import { isClientError } from "@parley/ui-kit/http-error.ts";

/**
 * The spec's query policy: at most QUERY_MAX_TRIES tries, none again after a 4xx, stale after
 * QUERY_STALE_MS. Mutations (sending, deleting) are never repeated by themselves.
 */
export function createQueryClient(options: { retryDelay?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_MAX_TRIES - 1,
        ...(options.retryDelay === undefined ? {} : { retryDelay: options.retryDelay }),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * One client per remote module: the parcels of mf_tools come from one federation container
 * whose module cache holds this module once, so the page and the chat controls share the cache.
 */
export const remoteQueryClient = createQueryClient();
