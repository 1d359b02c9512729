import { createQueryClient } from "@parley/ui-kit/api/query-client.ts";

export { createQueryClient };

/**
 * One client per remote module. Both parcels of mf_conversations (ChatScreen, ConversationSidebar)
 * are loaded from the same federation container, whose module cache holds this module once, so a
 * rename in the sidebar and the chat screen's header read and write the same cache.
 */
export const remoteQueryClient = createQueryClient();
