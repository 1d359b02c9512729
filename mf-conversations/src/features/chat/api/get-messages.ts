import { infiniteQueryOptions } from "@tanstack/react-query";
import { MESSAGE_PAGE_SIZE } from "@parley/shared-contracts/constants";
import { conversationEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import type { MessagePage } from "@parley/shared-contracts/api/messages";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { conversationKeys } from "../../../lib/api/conversation-api.ts";
import { callApi } from "@parley/ui-kit/api/request.ts";
import { olderPageParam } from "../utils/message-cache.ts";

/**
 * `GET /api/v1/conversations/{id}/messages/?before=<id>&limit=10`: the page of messages before
 * `before` (the newest page without it), oldest first.
 */
export function getMessages(
  api: ApiFetch,
  conversationId: number,
  before: number | null,
): Promise<MessagePage> {
  return callApi(api, conversationEndpoints.messages, {
    params: { id: conversationId },
    query: { limit: MESSAGE_PAGE_SIZE, before: before ?? undefined },
  });
}

/**
 * The messages of a conversation, newest page first; older pages on demand. A new conversation
 * (id 0) has none on the server, only the optimistic message of its first send.
 */
export function messagesQueryOptions(api: ApiFetch, conversationId: number) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.messages(conversationId),
    queryFn: ({ pageParam }): Promise<MessagePage> =>
      conversationId > 0
        ? getMessages(api, conversationId, pageParam)
        : Promise.resolve({ results: [], has_more: false }),
    initialPageParam: null as number | null,
    getNextPageParam: (_last, pages) => olderPageParam({ pages }),
    // The cache is kept current by hand (send, stream, edit, delete): refetching every loaded page
    // on remount would replace a streaming reply's state for nothing.
    staleTime: Infinity,
  });
}
