// Collaboration state of conversations (slug, started time), collaborators joining and leaving,
// the My Collaborations lists, and message mentions. Every statement is scoped by the account id.
import { maybeOne, one } from "../../lib/db/database.ts";
import type { Queryable, SqlParam } from "../../lib/db/database.ts";

/** Opens the conversation to colleagues; keeps the slug and start time when it already is open. */
export async function enableCollaboration(
  db: Queryable,
  accountId: number,
  conversationId: number,
  slug: string,
): Promise<string> {
  const row = await one<{ collaboration_slug: string }>(
    db,
    `UPDATE conversations SET
       is_collaborative = true,
       collaboration_slug = CASE WHEN is_collaborative AND collaboration_slug IS NOT NULL
                                 THEN collaboration_slug ELSE $3 END,
       collaboration_started_at = CASE WHEN is_collaborative THEN collaboration_started_at ELSE now() END
     WHERE account_id = $1 AND id = $2
     RETURNING collaboration_slug`,
    [accountId, conversationId, slug],
  );
  return row.collaboration_slug;
}

/**
 * Closes the conversation: the slug dies (a new one is made when it opens again) and every
 * collaborator is removed at once. Returns the removed members.
 */
export async function disableCollaboration(
  db: Queryable,
  accountId: number,
  conversationId: number,
): Promise<number[]> {
  await db.query(
    `UPDATE conversations SET is_collaborative = false, collaboration_slug = NULL, collaboration_started_at = NULL
     WHERE account_id = $1 AND id = $2`,
    [accountId, conversationId],
  );
  const removed = await db.query<{ member_id: number }>(
    `DELETE FROM conversation_participants
     WHERE account_id = $1 AND conversation_id = $2 AND role = 'participant'
     RETURNING member_id`,
    [accountId, conversationId],
  );
  return removed.map((row) => row.member_id);
}

export interface SlugTarget {
  id: number;
  is_collaborative: boolean;
  /** The member's role there, or null when they are not a participant. */
  role: "owner" | "participant" | null;
}

/** The conversation a collaboration slug names in this workspace, and the member's place in it. */
export function findBySlug(
  db: Queryable,
  accountId: number,
  slug: string,
  memberId: number,
): Promise<SlugTarget | undefined> {
  return maybeOne<SlugTarget>(
    db,
    `SELECT c.id, c.is_collaborative,
            (SELECT p.role FROM conversation_participants p
             WHERE p.account_id = c.account_id AND p.conversation_id = c.id AND p.member_id = $3) AS role
     FROM conversations c WHERE c.account_id = $1 AND c.collaboration_slug = $2`,
    [accountId, slug, memberId],
  );
}

/**
 * Adds a collaborator who has just opened the conversation: everything before counts as read.
 * False when they already were a participant.
 */
export async function joinConversation(
  db: Queryable,
  accountId: number,
  conversationId: number,
  memberId: number,
): Promise<boolean> {
  const rows = await db.query<{ member_id: number }>(
    `INSERT INTO conversation_participants (account_id, conversation_id, member_id, role, last_read_message_id)
     SELECT $1, $2, $3, 'participant',
            COALESCE((SELECT max(m.id) FROM messages m WHERE m.account_id = $1 AND m.conversation_id = $2), 0)
     ON CONFLICT (conversation_id, member_id) DO NOTHING
     RETURNING member_id`,
    [accountId, conversationId, memberId],
  );
  return rows.length > 0;
}

/** Removes a collaborator (never the owner). False when they were not one. */
export async function leaveConversation(
  db: Queryable,
  accountId: number,
  conversationId: number,
  memberId: number,
): Promise<boolean> {
  const rows = await db.query<{ member_id: number }>(
    `DELETE FROM conversation_participants
     WHERE account_id = $1 AND conversation_id = $2 AND member_id = $3 AND role = 'participant'
     RETURNING member_id`,
    [accountId, conversationId, memberId],
  );
  return rows.length > 0;
}

export interface ListOptions {
  order: "name" | "started_on";
  descending: boolean;
  limit: number;
  offset: number;
  /** Case-insensitive part of the name; undefined lists everything. */
  search?: string | undefined;
}

export interface CollaborationListRow {
  id: number;
  name: string;
  started_on: Date;
  slug: string;
  owner_name: string;
}

const ORDER_COLUMNS = { name: "lower(c.name)", started_on: "c.collaboration_started_at" } as const;

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
function containsPattern(search: string | undefined): string | null {
  if (search === undefined || search === "") return null;
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The conversations of one list: "started" (the member opened them) or "shared" (they joined). */
function listFilter(kind: "started" | "shared"): string {
  return kind === "started"
    ? "c.owner_id = $2"
    : `EXISTS (SELECT 1 FROM conversation_participants p
               WHERE p.account_id = c.account_id AND p.conversation_id = c.id
                 AND p.member_id = $2 AND p.role = 'participant')`;
}

export async function listCollaborations(
  db: Queryable,
  accountId: number,
  memberId: number,
  kind: "started" | "shared",
  options: ListOptions,
): Promise<{ rows: CollaborationListRow[]; count: number }> {
  const direction = options.descending ? "DESC" : "ASC";
  const filter = `c.is_collaborative AND ${listFilter(kind)} AND ($3::text IS NULL OR c.name ILIKE $3)`;
  const params: SqlParam[] = [accountId, memberId, containsPattern(options.search)];
  const rows = await db.query<CollaborationListRow>(
    `SELECT c.id, c.name, c.collaboration_started_at AS started_on, c.collaboration_slug AS slug,
            o.name AS owner_name
     FROM conversations c JOIN members o ON o.account_id = c.account_id AND o.id = c.owner_id
     WHERE c.account_id = $1 AND ${filter}
     ORDER BY ${ORDER_COLUMNS[options.order]} ${direction}, c.id ${direction}
     LIMIT $4 OFFSET $5`,
    [...params, options.limit, options.offset],
  );
  const total = await one<{ count: number }>(
    db,
    `SELECT count(*)::integer AS count FROM conversations c WHERE c.account_id = $1 AND ${filter}`,
    params,
  );
  return { rows, count: total.count };
}

export interface ParticipantReadRow {
  member_id: number;
  name: string;
  last_read_message_id: number;
}

/** The participants of a conversation with how far each has read. */
export function listParticipantReads(
  db: Queryable,
  accountId: number,
  conversationId: number,
): Promise<ParticipantReadRow[]> {
  return db.query<ParticipantReadRow>(
    `SELECT p.member_id, m.name, p.last_read_message_id FROM conversation_participants p
     JOIN members m ON m.account_id = p.account_id AND m.id = p.member_id
     WHERE p.account_id = $1 AND p.conversation_id = $2`,
    [accountId, conversationId],
  );
}

export async function insertMentions(
  db: Queryable,
  accountId: number,
  conversationId: number,
  messageId: number,
  memberIds: readonly number[],
): Promise<void> {
  for (const memberId of memberIds)
    await db.query(
      `INSERT INTO message_mentions (account_id, conversation_id, message_id, member_id)
       VALUES ($1, $2, $3, $4) ON CONFLICT (message_id, member_id) DO NOTHING`,
      [accountId, conversationId, messageId, memberId],
    );
}

/** Members of the conversation with a mention after what they have read. */
export async function membersWithUnreadMentions(
  db: Queryable,
  accountId: number,
  conversationId: number,
): Promise<Set<number>> {
  const rows = await db.query<{ member_id: number }>(
    `SELECT p.member_id FROM conversation_participants p
     WHERE p.account_id = $1 AND p.conversation_id = $2 AND EXISTS (
       SELECT 1 FROM message_mentions mm
       WHERE mm.account_id = p.account_id AND mm.member_id = p.member_id
         AND mm.conversation_id = p.conversation_id AND mm.message_id > p.last_read_message_id)`,
    [accountId, conversationId],
  );
  return new Set(rows.map((row) => row.member_id));
}
