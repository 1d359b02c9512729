import { infiniteQueryOptions } from "@tanstack/react-query";
import type { ConversationPage, SIDEBAR_ORDERINGS } from "@parley/shared-contracts/api/conversations";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { conversationKeys } from "../../../lib/api/conversation-api.ts";
import { requestJson } from "@parley/ui-kit/api/request.ts";

export type ConversationOrdering = (typeof SIDEBAR_ORDERINGS)[number];

/** Rows per page of the sidebar list. */
export const CONVERSATION_PAGE_SIZE = 20;

/** `GET /api/v1/conversations/?search&ordering&page&page_size`. */
export function getConversations(
  api: ApiFetch,
  query: { search: string; ordering: ConversationOrdering; page: number },
): Promise<ConversationPage> {
  const params = new URLSearchParams({
    ordering: query.ordering,
    page: String(query.page),
    page_size: String(CONVERSATION_PAGE_SIZE),
  });
  if (query.search.trim() !== "") params.set("search", query.search.trim());
  return requestJson<ConversationPage>(api, `/api/v1/conversations/?${params}`);
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
