import { createQueryClient } from "@parley/ui-kit/api/query-client.ts";

export { createQueryClient };

/**
 * One client per remote module: the parcels of mf_tools come from one federation container
 * whose module cache holds this module once, so the page and the chat controls share the cache.
 */
export const remoteQueryClient = createQueryClient();
