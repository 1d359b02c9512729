import { useMemo } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useShell } from "../../../lib/shell-context.tsx";
import { messagesQueryOptions } from "../api/get-messages.ts";
import { flattenPages } from "../utils/message-cache.ts";

/** The loaded messages of a conversation, oldest first, and the way to load older ones. */
export function useMessages(conversationId: number) {
  const { api } = useShell();
  const query = useInfiniteQuery(messagesQueryOptions(api, conversationId));
  const messages = useMemo(() => flattenPages(query.data), [query.data]);
  return {
    messages,
    loading: query.isPending && conversationId > 0,
    failed: query.isError,
    retry: () => void query.refetch(),
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage({ cancelRefetch: false }),
  };
}
