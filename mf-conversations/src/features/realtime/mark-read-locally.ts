import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { ConversationPage } from "@parley/shared-contracts/api/conversations";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import { conversationKeys } from "../../lib/api/conversation-api.ts";
import { applyUnreadUpdate } from "./apply-realtime-event.ts";

/**
 * The newest page of a conversation was just read (the server marked it read): its sidebar row drops
 * its unread count and mention flag at once. The server's own reset event may have gone out before
 * this page's websocket was open, and a list answer computed before the read may still arrive, so
 * the list is also refreshed from the server when the row showed anything unread.
 */
export function markReadLocally(client: QueryClient, bus: ParleyEventBus, conversationId: number): void {
  let hadUnread = false;
  client.setQueriesData<InfiniteData<ConversationPage, number>>(
    { queryKey: conversationKeys.lists() },
    (data) => {
      const row = data?.pages.flatMap((page) => page.results).find((r) => r.id === conversationId);
      if (!row || (row.num_of_unread_messages === 0 && !row.has_unread_mentions)) return data;
      hadUnread = true;
      return applyUnreadUpdate(data, {
        type: "unread_count_update",
        conversation_id: conversationId,
        unread_count: -1,
        has_unread_mentions: false,
      });
    },
  );
  if (hadUnread) bus.emit("conversations.changed", { reason: "realtime" });
}
