// Server → browser events. Any module sends a realtime event with the Fastify decoration:
//
//   await app.realtime.toMembers(accountId, [memberId, ...], { type: "unread_count_update", ... });
//   await app.realtime.toConversation(accountId, conversationId, { type: "new_messages", ... },
//     { exceptMemberId: sender.memberId });   // everyone in the conversation but the sender
//
// Delivery goes through the PubSub, one topic per member (`rt:member:<accountId>:<memberId>`), so
// a member's sockets on any instance receive it. Events are fire-and-forget: a member with no open
// socket simply misses them (clients refetch on reconnect). Tests build one with
// `createRealtimeNotifier({ db, pubsub })` without an app.
import type { RealtimeEvent } from "@parley/shared-contracts/api/realtime";
import type { Queryable } from "../../lib/db/database.ts";
import type { PubSub } from "../../lib/pubsub/pubsub.ts";

/** What travels on a member topic: an event for the browser, or an order to close a session's sockets. */
export type MemberEnvelope =
  { kind: "event"; event: RealtimeEvent } | { kind: "revoke"; sessionId: string | null };

export const memberTopic = (accountId: number, memberId: number): string =>
  `rt:member:${accountId}:${memberId}`;
/** Revocations of an account's sessions (every instance with a socket of the account listens). */
export const accountTopic = (accountId: number): string => `rt:account:${accountId}`;

export function isMemberEnvelope(value: unknown): value is MemberEnvelope {
  if (typeof value !== "object" || value === null || !("kind" in value)) return false;
  const v = value as { kind: unknown; event?: unknown; sessionId?: unknown };
  return (
    (v.kind === "event" && typeof v.event === "object" && v.event !== null) ||
    (v.kind === "revoke" && (typeof v.sessionId === "string" || v.sessionId === null))
  );
}

export interface ConversationNotifyOptions {
  /** Leave this member out (usually the one whose action caused the event). */
  exceptMemberId?: number;
}

export interface RealtimeNotifier {
  toMembers(accountId: number, memberIds: readonly number[], event: RealtimeEvent): Promise<void>;
  toConversation(
    accountId: number,
    conversationId: number,
    event: RealtimeEvent,
    options?: ConversationNotifyOptions,
  ): Promise<void>;
  /** Closes the sockets of one session (logout, revocation) on every instance; null: all of the account's. */
  dropSession(accountId: number, sessionId: string | null): Promise<void>;
}

/** The owner and participants of a conversation (the owner always has a participant row too). */
export async function conversationMemberIds(
  db: Queryable,
  accountId: number,
  conversationId: number,
): Promise<number[]> {
  const rows = await db.query<{ member_id: number }>(
    `SELECT member_id FROM conversation_participants WHERE account_id = $1 AND conversation_id = $2
     UNION SELECT owner_id FROM conversations WHERE account_id = $1 AND id = $2`,
    [accountId, conversationId],
  );
  return rows.map((r) => r.member_id);
}

export interface NotifierDeps {
  db: Queryable;
  pubsub: PubSub;
  onError?: (error: unknown) => void;
}

export function createRealtimeNotifier({ db, pubsub, onError }: NotifierDeps): RealtimeNotifier {
  const publish = async (accountId: number, memberIds: readonly number[], envelope: MemberEnvelope) => {
    const unique = [...new Set(memberIds)];
    if (unique.length === 0) return;
    if (pubsub.publishToMany !== undefined) {
      // One notification for every participant (cross-instance PubSub).
      const topics = unique.map((memberId) => memberTopic(accountId, memberId));
      await pubsub.publishToMany(topics, envelope).catch((error: unknown) => onError?.(error));
      return;
    }
    const results = await Promise.allSettled(
      unique.map((memberId) => pubsub.publish(memberTopic(accountId, memberId), envelope)),
    );
    for (const result of results) if (result.status === "rejected") onError?.(result.reason);
  };
  return {
    toMembers: (accountId, memberIds, event) => publish(accountId, memberIds, { kind: "event", event }),
    async toConversation(accountId, conversationId, event, options = {}) {
      const members = await conversationMemberIds(db, accountId, conversationId);
      const targets = members.filter((id) => id !== options.exceptMemberId);
      await publish(accountId, targets, { kind: "event", event });
    },
    async dropSession(accountId, sessionId) {
      const envelope: MemberEnvelope = { kind: "revoke", sessionId };
      await pubsub.publish(accountTopic(accountId), envelope).catch((error: unknown) => onError?.(error));
    },
  };
}
