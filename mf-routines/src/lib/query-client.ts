import { createQueryClient } from "@parley/ui-kit/api/query-client.ts";

export { createQueryClient };

/**
 * One client per remote module: the sidebar and the routine screen come from one federation
 * container whose module cache holds this module once, so a routine saved in the editor shows in
 * the list at once.
 */
export const remoteQueryClient = createQueryClient();
