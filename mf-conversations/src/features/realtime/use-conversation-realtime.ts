import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Message } from "@parley/shared-contracts/api/messages";
import { conversationKeys } from "../../lib/api/conversation-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { refreshLatest } from "../chat/api/refresh-latest.ts";
import type { MessageData } from "../chat/utils/message-cache.ts";
import { applyMessageEvent, isMessageEvent } from "./apply-realtime-event.ts";

const isVisible = () => typeof document === "undefined" || document.visibilityState !== "hidden";

/**
 * The open conversation over the shell's websocket (docs/product/conversations.md § Realtime updates):
 * - announces opened / left (again after a reconnect: the server forgot the closed socket), and
 *   refetches the newest messages on reconnect, so nothing persisted during the outage is missed;
 * - merges new_messages by id, replaces message_regenerated, removes messages_deleted, and on
 *   streaming_failed removes what it names and refetches (a streaming message joins its stream by
 *   itself, see use-reply-streams);
 * - sends user_read_conversation when the bottom is visible and the last message changed.
 */
export function useConversationRealtime(
  conversationId: number,
  messages: readonly Message[],
  bottomVisible: boolean,
): void {
  const { api, bus, realtime } = useShell();
  const client = useQueryClient();

  useEffect(() => {
    if (conversationId <= 0) return;
    const announce = () =>
      realtime.send({ type: "user_opened_conversation", conversation_id: conversationId });
    // Not open yet (page load): announced when it opens, not queued twice.
    let wasOpen = realtime.isOpen();
    if (wasOpen) announce();
    const offStatus = bus.on("realtime.status", ({ open }) => {
      if (open && !wasOpen) {
        announce();
        // Events before the socket (re)opened are lost: what was persisted comes from the server.
        void refreshLatest(client, api, conversationId).catch(() => undefined);
      }
      wasOpen = open;
    });
    const offEvent = bus.on("realtime.event", (event) => {
      if (!isMessageEvent(event) || event.conversation_id !== conversationId) return;
      client.setQueryData<MessageData>(conversationKeys.messages(conversationId), (data) =>
        applyMessageEvent(data, event),
      );
      if (event.type === "streaming_failed")
        void refreshLatest(client, api, conversationId).catch(() => undefined);
    });
    return () => {
      offStatus();
      offEvent();
      realtime.send({ type: "user_leaved_conversation", conversation_id: conversationId });
    };
  }, [api, bus, client, conversationId, realtime]);

  // Read marks: the newest stored message, once it is on screen.
  const lastId = messages.findLast((message) => message.id > 0)?.id ?? 0;
  const sent = useRef<{ conversationId: number; messageId: number } | null>(null);
  useEffect(() => {
    if (conversationId <= 0 || lastId <= 0 || !bottomVisible) return;
    const send = () => {
      if (!isVisible()) return;
      const last = sent.current;
      if (last?.conversationId === conversationId && last.messageId === lastId) return;
      sent.current = { conversationId, messageId: lastId };
      realtime.send({ type: "user_read_conversation", conversation_id: conversationId, message_id: lastId });
    };
    send();
    // A hidden tab reads when it shows again.
    document.addEventListener("visibilitychange", send);
    return () => document.removeEventListener("visibilitychange", send);
  }, [bottomVisible, conversationId, lastId, realtime]);
}
