// Unread counts and mentions when a message lands: the participants who do not have the
// conversation open get `unread_count_update` (the number of new messages, added by the client)
// with whether they now have an unread mention. Mentions are stored, so the sidebar's
// has_unread_mentions comes from the database.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../lib/db/database.ts";
import type { RealtimeNotifier } from "../realtime/notifier.ts";
import { viewersOf } from "../realtime/repository.ts";
import { findMentions } from "@parley/shared-contracts/mentions";
import { notifierOf } from "./notifier.ts";
import * as repo from "./repository.ts";

export interface LandedMessage {
  accountId: number;
  conversationId: number;
  senderId: number;
  /** The user message (the one that can mention someone). */
  messageId: number;
  text: string;
  /** Members the chat box's mention picker named (mentioned_user_ids); only participants count. */
  mentionedIds?: readonly number[];
  /** Messages added with it (the user message, plus the reply when the AI answers). */
  added: number;
}

export async function announceLandedMessage(
  deps: { db: Database; notifier: RealtimeNotifier },
  landed: LandedMessage,
): Promise<void> {
  const { db, notifier } = deps;
  const { accountId, conversationId } = landed;
  const others = (await repo.listParticipantReads(db, accountId, conversationId)).filter(
    (p) => p.member_id !== landed.senderId,
  );
  if (others.length === 0) return;
  const participantIds = new Set(others.map((p) => p.member_id));
  const mentioned = [
    ...new Set([
      ...findMentions(
        landed.text,
        others.map((p) => ({ id: p.member_id, name: p.name })),
      ),
      ...(landed.mentionedIds ?? []).filter((id) => participantIds.has(id)),
    ]),
  ];
  if (mentioned.length > 0)
    await repo.insertMentions(db, accountId, conversationId, landed.messageId, mentioned);
  // Whoever looks at the conversation reads the message there (their client marks it read).
  const viewers = new Set(await viewersOf(db, accountId, conversationId));
  const away = others.filter((p) => !viewers.has(p.member_id)).map((p) => p.member_id);
  if (away.length === 0) return;
  const withMention = await repo.membersWithUnreadMentions(db, accountId, conversationId);
  for (const flag of [true, false]) {
    const members = away.filter((id) => withMention.has(id) === flag);
    if (members.length > 0)
      await notifier.toMembers(accountId, members, {
        type: "unread_count_update",
        conversation_id: conversationId,
        unread_count: landed.added,
        has_unread_mentions: flag,
      });
  }
}

/**
 * After `POST /api/v1/messages/send/` (a new message, not a regeneration): tells the participants
 * who are away. A failure here never fails the send (the counts are in the database anyway).
 */
export async function announceSent(
  app: FastifyInstance,
  sender: { accountId: number; memberId: number },
  fields: Readonly<Record<string, string>>,
  sent: { conversation_id: number; user_message_id: number | null; assistant_message_id: number | null },
  mentionedUserIds: readonly string[] = [],
): Promise<void> {
  if (fields.regenerate_message_id !== undefined && fields.regenerate_message_id !== "") return;
  if (sent.user_message_id === null) return;
  try {
    await announceLandedMessage(
      { db: app.db, notifier: notifierOf(app) },
      {
        accountId: sender.accountId,
        conversationId: sent.conversation_id,
        senderId: sender.memberId,
        messageId: sent.user_message_id,
        text: fields.message ?? "",
        mentionedIds: mentionedUserIds.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0),
        added: sent.assistant_message_id === null ? 1 : 2,
      },
    );
  } catch (error) {
    app.log.warn({ err: error }, "unread counts not announced");
  }
}

/**
 * The member has just read a conversation that had unread messages: their sidebars (every tab)
 * reset its count and mention flag (`unread_count: -1`).
 */
export async function announceRead(
  app: FastifyInstance,
  accountId: number,
  memberId: number,
  conversationId: number,
): Promise<void> {
  try {
    await notifierOf(app).toMembers(accountId, [memberId], {
      type: "unread_count_update",
      conversation_id: conversationId,
      unread_count: -1,
      has_unread_mentions: false,
    });
  } catch (error) {
    app.log.warn({ err: error }, "read mark not announced");
  }
}
