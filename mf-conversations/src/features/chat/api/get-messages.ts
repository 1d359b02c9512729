import { infiniteQueryOptions } from "@tanstack/react-query";
import { MESSAGE_PAGE_SIZE } from "@parley/shared-contracts/constants";
import type { MessagePage } from "@parley/shared-contracts/api/messages";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { conversationKeys } from "../../../lib/api/conversation-api.ts";
import { requestJson } from "@parley/ui-kit/api/request.ts";
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
  const query = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE) });
  if (before !== null) query.set("before", String(before));
  return requestJson<MessagePage>(api, `/api/v1/conversations/${conversationId}/messages/?${query}`);
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
