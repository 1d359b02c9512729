import { useEffect, useMemo } from "react";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { conversationKeys } from "../../../lib/api/conversation-api.ts";
import { refreshLatest } from "../api/refresh-latest.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { messagesQueryOptions } from "../api/get-messages.ts";
import { flattenPages } from "../utils/message-cache.ts";
import { markReadLocally } from "../../realtime/mark-read-locally.ts";

/** The loaded messages of a conversation, oldest first, and the way to load older ones. */
export function useMessages(conversationId: number) {
  const { api, bus } = useShell();
  const client = useQueryClient();
  useEffect(() => {
    // The cache never goes stale by itself (realtime events keep the OPEN conversation current), so a
    // conversation reopened from the cache may have missed messages: merge its newest page in.
    if (conversationId <= 0 || client.getQueryData(conversationKeys.messages(conversationId)) === undefined)
      return;
    refreshLatest(client, api, conversationId).catch(() => undefined);
  }, [client, api, conversationId]);
  const query = useInfiniteQuery(messagesQueryOptions(api, conversationId));
  const messages = useMemo(() => flattenPages(query.data), [query.data]);
  // Loading the newest page marks the conversation read on the server: the sidebar follows.
  const newestLoadedAt = query.isSuccess ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (conversationId > 0 && newestLoadedAt > 0) markReadLocally(client, bus, conversationId);
  }, [bus, client, conversationId, newestLoadedAt]);
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
