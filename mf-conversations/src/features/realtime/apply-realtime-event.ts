import type { InfiniteData } from "@tanstack/react-query";
import type { ConversationPage } from "@parley/shared-contracts/api/conversations";
import type { Message } from "@parley/shared-contracts/api/messages";
import type { RealtimeEvent } from "@parley/shared-contracts/api/realtime";
import {
  appendMessage,
  flattenPages,
  removeMessages,
  updateMessage,
  type MessageData,
} from "../chat/utils/message-cache.ts";

/**
 * new_messages (merged by id, docs/product/conversations.md § Realtime updates): a message already cached is
 * replaced (a reply's settled copy replaces its streaming one); new ones are added after the newest, in id
 * order. An optimistic message of the same text from this user is dropped: the server's copy has arrived.
 */
export function mergeMessages(
  data: MessageData | undefined,
  incoming: readonly Message[],
): MessageData | undefined {
  if (incoming.length === 0) return data;
  const cached = new Set(flattenPages(data).map((message) => message.id));
  let next = data;
  for (const message of incoming) {
    if (cached.has(message.id)) next = updateMessage(next, message.id, () => message);
  }
  const added = incoming.filter((message) => !cached.has(message.id)).toSorted((a, b) => a.id - b.id);
  if (added.length === 0) return next;
  const sentTexts = new Set(added.filter((m) => m.type === "user").map((m) => m.content));
  const optimistic = flattenPages(next).filter((m) => m.id < 0);
  const stale = optimistic.filter((m) => sentTexts.has(m.content)).map((m) => m.id);
  if (stale.length > 0) next = removeMessages(next, stale);
  const kept = flattenPages(next).filter((m) => m.id < 0);
  // New messages go before any optimistic one still waiting for its server copy.
  if (kept.length > 0)
    next = removeMessages(
      next,
      kept.map((m) => m.id),
    );
  if (next === undefined) return undefined;
  for (const message of [...added, ...kept]) next = appendMessage(next, message);
  return next;
}

/** Applies a message event of the open conversation to its cached messages (other events: unchanged). */
export function applyMessageEvent(
  data: MessageData | undefined,
  event: RealtimeEvent,
): MessageData | undefined {
  switch (event.type) {
    case "new_messages":
      return mergeMessages(data, event.messages);
    case "message_regenerated":
      return updateMessage(data, event.message.id, () => event.message);
    case "messages_deleted":
      return removeMessages(data, event.message_ids);
    case "streaming_failed":
      return event.delete_message_ids ? removeMessages(data, event.delete_message_ids) : data;
    default:
      return data;
  }
}

/** The events that change a conversation's messages (and so the sidebar's order, size, unread). */
export function isMessageEvent(
  event: RealtimeEvent,
): event is Extract<
  RealtimeEvent,
  { type: "new_messages" | "message_regenerated" | "messages_deleted" | "streaming_failed" }
> {
  return (
    event.type === "new_messages" ||
    event.type === "message_regenerated" ||
    event.type === "messages_deleted" ||
    event.type === "streaming_failed"
  );
}

type UnreadUpdate = Extract<RealtimeEvent, { type: "unread_count_update" }>;

/**
 * unread_count_update (docs/product/shell.md § Events): -1 resets the count and clears the mention flag; any
 * other count is added, and the mention flag is set when the update says so.
 */
export function applyUnreadUpdate(
  data: InfiniteData<ConversationPage, number> | undefined,
  update: UnreadUpdate,
): InfiniteData<ConversationPage, number> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      results: page.results.map((row) => {
        if (row.id !== update.conversation_id) return row;
        if (update.unread_count === -1)
          return { ...row, num_of_unread_messages: 0, has_unread_mentions: false };
        return {
          ...row,
          num_of_unread_messages: row.num_of_unread_messages + update.unread_count,
          has_unread_mentions: row.has_unread_mentions || update.has_unread_mentions,
        };
      }),
    })),
  };
}
