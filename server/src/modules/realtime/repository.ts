// Presence rows, session re-checks and read marks of the realtime socket. Every statement is scoped
// by the account id the caller passes in (sessions: by the ids the socket was authenticated with).
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

/** Presence rows older than this are from an instance that stopped refreshing them. */
export const PRESENCE_STALE_SECONDS = 90;

export async function isParticipant(
  db: Queryable,
  accountId: number,
  conversationId: number,
  memberId: number,
): Promise<boolean> {
  const row = await maybeOne<{ ok: boolean }>(
    db,
    `SELECT true AS ok FROM conversation_participants
     WHERE account_id = $1 AND conversation_id = $2 AND member_id = $3`,
    [accountId, conversationId, memberId],
  );
  return row !== undefined;
}

export async function addPresence(
  db: Queryable,
  row: {
    connectionId: string;
    instanceId: string;
    accountId: number;
    memberId: number;
    conversationId: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO realtime_presence (connection_id, conversation_id, account_id, member_id, instance_id)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (connection_id, conversation_id) DO UPDATE SET seen_at = now()`,
    [row.connectionId, row.conversationId, row.accountId, row.memberId, row.instanceId],
  );
}

export async function removePresence(
  db: Queryable,
  connectionId: string,
  conversationId?: number,
): Promise<void> {
  if (conversationId === undefined)
    await db.query("DELETE FROM realtime_presence WHERE connection_id = $1", [connectionId]);
  else
    await db.query("DELETE FROM realtime_presence WHERE connection_id = $1 AND conversation_id = $2", [
      connectionId,
      conversationId,
    ]);
}

/** Keeps this instance's rows fresh and drops everyone's stale ones. */
export async function refreshPresence(db: Queryable, instanceId: string): Promise<void> {
  await db.query("UPDATE realtime_presence SET seen_at = now() WHERE instance_id = $1", [instanceId]);
  await db.query(
    `DELETE FROM realtime_presence WHERE seen_at < now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})`,
  );
}

export async function removeInstancePresence(db: Queryable, instanceId: string): Promise<void> {
  await db.query("DELETE FROM realtime_presence WHERE instance_id = $1", [instanceId]);
}

/** Members who have the conversation open in at least one socket, on any instance. */
export async function viewersOf(db: Queryable, accountId: number, conversationId: number): Promise<number[]> {
  const rows = await db.query<{ member_id: number }>(
    `SELECT DISTINCT member_id FROM realtime_presence
     WHERE account_id = $1 AND conversation_id = $2
       AND seen_at >= now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})`,
    [accountId, conversationId],
  );
  return rows.map((r) => r.member_id);
}

/** Of the given sessions, the ones still live (not revoked, not expired, member enabled). */
export async function liveSessions(db: Queryable, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `SELECT s.id::text AS id FROM sessions s
     JOIN members m ON m.account_id = s.account_id AND m.id = s.member_id
     WHERE s.id::text IN (SELECT jsonb_array_elements_text($1::jsonb))
       AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT m.disabled`,
    [JSON.stringify(sessionIds)],
  );
  return new Set(rows.map((r) => r.id));
}

/** The newest message id of a conversation (0 when empty). */
export async function newestMessageId(
  db: Queryable,
  accountId: number,
  conversationId: number,
): Promise<number> {
  const row = await maybeOne<{ id: number | null }>(
    db,
    "SELECT max(id) AS id FROM messages WHERE account_id = $1 AND conversation_id = $2",
    [accountId, conversationId],
  );
  return row?.id ?? 0;
}
