import { useEffect } from "react";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { ConversationPage } from "@parley/shared-contracts/api/conversations";
import { conversationKeys } from "../../lib/api/conversation-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { applyUnreadUpdate, isMessageEvent } from "./apply-realtime-event.ts";

/**
 * The conversation list over the websocket: unread_count_update changes the row's count and mention
 * flag at once; message and membership events ask for a list refresh (`conversations.changed`,
 * debounced 400 ms by use-list-refresh). After a reconnect the list is read again at once: a reconnect
 * is one event, not a burst of changes, and the list may have missed any number of them meanwhile.
 */
export function useSidebarRealtime(): void {
  const { bus } = useShell();
  const client = useQueryClient();
  useEffect(() => {
    const offEvent = bus.on("realtime.event", (event) => {
      if (event.type === "unread_count_update") {
        client.setQueriesData<InfiniteData<ConversationPage, number>>(
          { queryKey: conversationKeys.lists() },
          (data) => applyUnreadUpdate(data, event),
        );
        return;
      }
      if (
        isMessageEvent(event) ||
        event.type === "user_joined_conversation" ||
        event.type === "user_leaved_conversation"
      )
        bus.emit("conversations.changed", { reason: "realtime" });
    });
    let wasOpen = true;
    const offStatus = bus.on("realtime.status", ({ open }) => {
      if (open && !wasOpen) void client.invalidateQueries({ queryKey: conversationKeys.lists() });
      wasOpen = open;
    });
    return () => {
      offEvent();
      offStatus();
    };
  }, [bus, client]);
}
