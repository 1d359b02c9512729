import type { QueryClient } from "@tanstack/react-query";
import type { Message } from "@parley/shared-contracts/api/messages";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { conversationKeys } from "../../../lib/api/conversation-api.ts";
import { mergeLatest, type MessageData } from "../utils/message-cache.ts";
import { getMessages } from "./get-messages.ts";

/**
 * Fetches the newest page of a conversation and puts it in the cache (the server's messages replace
 * the optimistic one when `dropOptimistic`); the conversation itself (cost, name) is refetched too.
 * Returns the newest messages.
 */
export async function refreshLatest(
  client: QueryClient,
  api: ApiFetch,
  conversationId: number,
  options: { dropOptimistic?: boolean } = {},
): Promise<Message[]> {
  const latest = await getMessages(api, conversationId, null);
  client.setQueryData<MessageData>(conversationKeys.messages(conversationId), (data) =>
    mergeLatest(data, latest, options),
  );
  void client.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
  return latest.results;
}
