import { createQueryClient } from "@parley/ui-kit/api/query-client.ts";

export { createQueryClient };

/** One client per remote module: every parcel of mf_admin shares this cache. */
export const remoteQueryClient = createQueryClient();
