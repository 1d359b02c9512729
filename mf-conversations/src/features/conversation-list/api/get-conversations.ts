import { infiniteQueryOptions } from "@tanstack/react-query";
import { conversationEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import type { ConversationPage, SIDEBAR_ORDERINGS } from "@parley/shared-contracts/api/conversations";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { conversationKeys } from "../../../lib/api/conversation-api.ts";
import { callApi } from "@parley/ui-kit/api/request.ts";

export type ConversationOrdering = (typeof SIDEBAR_ORDERINGS)[number];

/** Rows per page of the sidebar list. */
export const CONVERSATION_PAGE_SIZE = 20;

/** `GET /api/v1/conversations/?search&ordering&page&page_size`. */
export function getConversations(
  api: ApiFetch,
  query: { search: string; ordering: ConversationOrdering; page: number },
): Promise<ConversationPage> {
  const search = query.search.trim();
  return callApi(api, conversationEndpoints.list, {
    query: {
      ordering: query.ordering,
      page: query.page,
      page_size: CONVERSATION_PAGE_SIZE,
      search: search === "" ? undefined : search,
    },
  });
}

/** The sidebar list as pages (infinite scroll follows `next`). */
export function conversationsQueryOptions(api: ApiFetch, search: string, ordering: ConversationOrdering) {
  return infiniteQueryOptions({
    queryKey: [...conversationKeys.lists(), { search: search.trim(), ordering }],
    queryFn: ({ pageParam }) => getConversations(api, { search, ordering, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
