// The conversation events of docs/product/conversations.md § Realtime updates, sent to every participant's
// sockets (the sender's other tabs too: a client merges by id, so its own copy is harmless). Called after the
// change is committed; a failure is logged and never fails the request that made the change.
import type { Message } from "@parley/shared-contracts/api/messages";
import type { RealtimeEvent } from "@parley/shared-contracts/api/realtime";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../lib/db/database.ts";
import { findMessage } from "../messages/repository.ts";
import { toMessage } from "../messages/wire.ts";
import type { RealtimeNotifier } from "./notifier.ts";

export interface ConversationEventDeps {
  db: Database;
  realtime: RealtimeNotifier;
  log: FastifyBaseLogger;
  /** The live text of a reply this instance generates (fresher than the stored batches). */
  liveText?: (messageId: number) => string | undefined;
}

async function wireMessages(deps: ConversationEventDeps, accountId: number, ids: readonly number[]) {
  const messages: Message[] = [];
  for (const id of ids) {
    const row = await findMessage(deps.db, accountId, id);
    if (row !== undefined) messages.push(toMessage(row, deps.liveText?.(id)));
  }
  return messages;
}

async function guarded(deps: ConversationEventDeps, what: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    deps.log.warn({ err: error }, `realtime ${what} not sent`);
  }
}

/** new_messages: messages created or settled (a reply's final state replaces its streaming copy). */
export function announceMessages(
  deps: ConversationEventDeps,
  accountId: number,
  conversationId: number,
  ids: readonly number[],
): Promise<void> {
  return guarded(deps, "new_messages", async () => {
    const messages = await wireMessages(deps, accountId, ids);
    if (messages.length === 0) return;
    await deps.realtime.toConversation(accountId, conversationId, {
      type: "new_messages",
      conversation_id: conversationId,
      messages,
    });
  });
}

/** message_regenerated: the message was replaced in place (a regenerated reply, or an edit). */
export function announceReplaced(
  deps: ConversationEventDeps,
  accountId: number,
  messageId: number,
): Promise<void> {
  return guarded(deps, "message_regenerated", async () => {
    const [message] = await wireMessages(deps, accountId, [messageId]);
    if (message === undefined) return;
    await deps.realtime.toConversation(accountId, message.conversation_id, {
      type: "message_regenerated",
      conversation_id: message.conversation_id,
      message,
    });
  });
}

export function announceDeleted(
  deps: ConversationEventDeps,
  accountId: number,
  conversationId: number,
  ids: readonly number[],
): Promise<void> {
  return guarded(deps, "messages_deleted", () =>
    deps.realtime.toConversation(accountId, conversationId, {
      type: "messages_deleted",
      conversation_id: conversationId,
      message_ids: [...ids],
    }),
  );
}

/** A reply settled: its final copy (new_messages), and streaming_failed when it failed. */
export function announceSettled(
  deps: ConversationEventDeps,
  settled: { accountId: number; conversationId: number; messageId: number; status: string },
): Promise<void> {
  return guarded(deps, "settled reply", async () => {
    const { accountId, conversationId, messageId } = settled;
    const events: RealtimeEvent[] = [];
    const [message] = await wireMessages({ ...deps, liveText: undefined }, accountId, [messageId]);
    if (message !== undefined)
      events.push({ type: "new_messages", conversation_id: conversationId, messages: [message] });
    if (settled.status === "failed")
      events.push({ type: "streaming_failed", conversation_id: conversationId, message_id: messageId });
    for (const event of events) await deps.realtime.toConversation(accountId, conversationId, event);
  });
}
