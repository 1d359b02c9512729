import { queryOptions } from "@tanstack/react-query";
import { conversationEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import type { Conversation, ConversationUpdate } from "@parley/shared-contracts/api/conversations";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

/** Query keys shared by both parcels (one cache per remote module). */
export const conversationKeys = {
  all: ["conversations"] as const,
  lists: () => ["conversations", "list"] as const,
  detail: (id: number) => ["conversations", "detail", id] as const,
  messages: (id: number) => ["conversations", "messages", id] as const,
};

/** `GET /api/v1/conversations/{id}/`: the conversation without its messages. */
export function getConversation(api: ApiFetch, id: number): Promise<Conversation> {
  return callApi(api, conversationEndpoints.get, { params: { id } });
}

export function conversationQueryOptions(api: ApiFetch, id: number) {
  return queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: () => getConversation(api, id),
    enabled: id > 0,
  });
}

/** `PATCH /api/v1/conversations/{id}/` (name, view settings, dlp preference, cost warning). */
export function updateConversation(
  api: ApiFetch,
  id: number,
  patch: ConversationUpdate,
): Promise<Conversation> {
  return callApi(api, conversationEndpoints.update, { params: { id }, body: patch });
}

/** `DELETE /api/v1/conversations/{id}/`. */
export async function deleteConversation(api: ApiFetch, id: number): Promise<void> {
  await callApi(api, conversationEndpoints.remove, { params: { id } });
}
