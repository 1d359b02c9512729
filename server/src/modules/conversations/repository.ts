// Conversations and their participants. A member reaches a conversation only through a participant
// row (the owner has one too), and every statement is scoped by the account id passed in.
import type { ViewSettings } from "@parley/shared-contracts/api/conversations";
import { maybeOne, one } from "../../lib/db/database.ts";
import type { Queryable, SqlParam } from "../../lib/db/database.ts";

export type ParticipantRole = "owner" | "participant";

export interface ConversationRow {
  id: number;
  account_id: number;
  owner_id: number;
  name: string;
  name_is_auto: boolean;
  created_at: Date;
  modified_at: Date;
  size: number;
  is_csa: boolean;
  is_collaborative: boolean;
  collaboration_slug: string | null;
  last_used_model_id: number | null;
  dlp_preference: "anonymize" | "send_anyway" | "dont_send" | null;
  view_settings: Partial<ViewSettings>;
  cost_warning_dismissed: boolean;
  /** Rounded up to whole cents ("0.03"). */
  total_cost_cents: string;
  last_message_cost_cents: string;
  /** The requesting member's role. */
  role: ParticipantRole;
  last_read_message_id: number;
  unread: number;
  /** A message after last_read_message_id mentions the requesting member. */
  has_unread_mentions: boolean;
}

const COLUMNS = `c.id, c.account_id, c.owner_id, c.name, c.name_is_auto, c.created_at, c.modified_at, c.size,
  c.is_csa, c.is_collaborative, c.collaboration_slug, c.last_used_model_id, c.dlp_preference, c.view_settings,
  c.cost_warning_dismissed,
  (ceil(c.total_cost * 100) / 100)::numeric(16, 2)::text AS total_cost_cents,
  (ceil(c.last_message_cost * 100) / 100)::numeric(16, 2)::text AS last_message_cost_cents,
  p.role, p.last_read_message_id,
  (SELECT count(*)::integer FROM messages m
   WHERE m.account_id = c.account_id AND m.conversation_id = c.id AND m.id > p.last_read_message_id
     AND (m.type = 'assistant' OR m.sender_id IS DISTINCT FROM p.member_id)) AS unread,
  EXISTS (SELECT 1 FROM message_mentions mm
          WHERE mm.account_id = c.account_id AND mm.member_id = p.member_id AND mm.conversation_id = c.id
            AND mm.message_id > p.last_read_message_id) AS has_unread_mentions`;

/** Creates a conversation with its owner as first participant. */
export async function insertConversation(
  db: Queryable,
  accountId: number,
  ownerId: number,
  name: string,
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `WITH c AS (
       INSERT INTO conversations (account_id, owner_id, name) VALUES ($1, $2, $3) RETURNING id, account_id
     )
     INSERT INTO conversation_participants (account_id, conversation_id, member_id, role)
     SELECT account_id, id, $2, 'owner' FROM c RETURNING conversation_id AS id`,
    [accountId, ownerId, name],
  );
  return row.id;
}

export async function addParticipant(
  db: Queryable,
  accountId: number,
  conversationId: number,
  memberId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO conversation_participants (account_id, conversation_id, member_id, role)
     VALUES ($1, $2, $3, 'participant') ON CONFLICT (conversation_id, member_id) DO NOTHING`,
    [accountId, conversationId, memberId],
  );
}

/** The conversation as `memberId` sees it, or undefined when it is not theirs to see. */
export function findConversationForMember(
  db: Queryable,
  accountId: number,
  conversationId: number,
  memberId: number,
): Promise<ConversationRow | undefined> {
  return maybeOne<ConversationRow>(
    db,
    `SELECT ${COLUMNS} FROM conversations c
     JOIN conversation_participants p ON p.account_id = c.account_id AND p.conversation_id = c.id
     WHERE c.account_id = $1 AND c.id = $2 AND p.member_id = $3`,
    [accountId, conversationId, memberId],
  );
}

export interface SummaryRow {
  id: number;
  name: string;
  created_at: Date;
  modified_at: Date;
  size: number;
  is_collaborative: boolean;
  role: ParticipantRole;
  unread: number;
  has_unread_mentions: boolean;
  total: number;
  title_match: boolean | null;
  excerpt_source: string | null;
}

export const ORDER_COLUMNS = {
  name: "lower(c.name)",
  created: "c.created_at",
  modified: "c.modified_at",
  size: "c.size",
  duration: "(c.modified_at - c.created_at)",
  // Only with a search ($5 is its tsquery): how well the title matches.
  similarity: "ts_rank(c.name_tsv, to_tsquery('simple', $5))",
} as const;

export interface ListOptions {
  order: keyof typeof ORDER_COLUMNS;
  descending: boolean;
  limit: number;
  offset: number;
  /** A tsquery ('simple'); undefined lists everything. */
  tsquery?: string | undefined;
  /** Estimated matching messages up to which the index path is taken (tests force either path). */
  selectiveMatches?: number | undefined;
}

/** Above this many estimated matching messages, matches are checked per conversation instead. */
const SELECTIVE_MATCHES = 2000;

/**
 * The planner's estimate of the tenant's messages matching a tsquery (from the column statistics,
 * no rows read): decides how a search finds its conversations.
 */
export async function estimateMessageMatches(
  db: Queryable,
  accountId: number,
  tsquery: string,
): Promise<number> {
  const rows = await db.query<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    "EXPLAIN (FORMAT JSON) SELECT 1 FROM messages WHERE account_id = $1 AND content_tsv @@ to_tsquery('simple', $2)",
    [accountId, tsquery],
  );
  return rows[0]?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0;
}

/**
 * One page of the member's conversations with the total count and unread counts; with a tsquery only
 * those whose title or any message matches, with the newest matching message for the excerpt.
 * Two ways to find the matches, chosen by the estimated number of matching messages: few → the
 * (account_id, tsvector) GIN index gives them (this tenant's postings only) and they are joined to
 * the member's conversations; many (a common word, a short prefix) → each of the member's
 * conversations is checked for its first matching message, which a common word finds at once.
 */
export async function listConversationsForMember(
  db: Queryable,
  accountId: number,
  memberId: number,
  options: ListOptions,
): Promise<SummaryRow[]> {
  const direction = options.descending ? "DESC" : "ASC";
  const order = `${ORDER_COLUMNS[options.order]} ${direction}, c.id ${direction}`;
  const outerOrder = `${ORDER_COLUMNS[options.order].replaceAll("c.", "page.")} ${direction}, page.id ${direction}`;
  const params: SqlParam[] = [accountId, memberId, options.limit, options.offset];
  const search = options.tsquery !== undefined;
  let hits = "";
  if (search) {
    params.push(options.tsquery ?? "");
    const estimate = await estimateMessageMatches(db, accountId, options.tsquery ?? "");
    const selective = estimate <= (options.selectiveMatches ?? SELECTIVE_MATCHES);
    hits = selective
      ? `AND c.id IN (
           SELECT m.conversation_id FROM messages m WHERE m.account_id = $1 AND m.content_tsv @@ to_tsquery('simple', $5)
           UNION
           SELECT t.id FROM conversations t WHERE t.account_id = $1 AND t.name_tsv @@ to_tsquery('simple', $5))`
      : `AND (c.name_tsv @@ to_tsquery('simple', $5) OR EXISTS (
           SELECT 1 FROM messages m
           WHERE m.account_id = $1 AND m.conversation_id = c.id AND m.content_tsv @@ to_tsquery('simple', $5)))`;
  }
  const matchColumns = search
    ? `page.name_tsv @@ to_tsquery('simple', $5) AS title_match,
       (SELECT left(m.content, 20000) FROM messages m
        WHERE m.account_id = $1 AND m.conversation_id = page.id AND m.content_tsv @@ to_tsquery('simple', $5)
        ORDER BY m.id DESC LIMIT 1) AS excerpt_source`
    : "NULL::boolean AS title_match, NULL::text AS excerpt_source";
  return db.query<SummaryRow>(
    `WITH page AS (
       SELECT c.id, c.name, c.name_tsv, c.created_at, c.modified_at, c.size, c.is_collaborative, p.role,
              p.last_read_message_id, count(*) OVER () AS total
       FROM conversation_participants p
       JOIN conversations c ON c.account_id = p.account_id AND c.id = p.conversation_id
       WHERE p.account_id = $1 AND p.member_id = $2 AND NOT c.is_routine ${hits}
       ORDER BY ${order}
       LIMIT $3 OFFSET $4
     )
     SELECT page.id, page.name, page.created_at, page.modified_at, page.size, page.is_collaborative, page.role,
            page.total,
            (SELECT count(*)::integer FROM messages m
             WHERE m.account_id = $1 AND m.conversation_id = page.id AND m.id > page.last_read_message_id
               AND (m.type = 'assistant' OR m.sender_id IS DISTINCT FROM $2)) AS unread,
            EXISTS (SELECT 1 FROM message_mentions mm
                    WHERE mm.account_id = $1 AND mm.member_id = $2 AND mm.conversation_id = page.id
                      AND mm.message_id > page.last_read_message_id) AS has_unread_mentions,
            ${matchColumns}
     FROM page ORDER BY ${outerOrder}`,
    params,
  );
}

/** Counts the member's conversations (the total of an empty page beyond the last one); routines' are not among them. */
export async function countConversationsForMember(
  db: Queryable,
  accountId: number,
  memberId: number,
): Promise<number> {
  const row = await one<{ count: number }>(
    db,
    `SELECT count(*)::integer AS count
     FROM conversation_participants p
     JOIN conversations c ON c.account_id = p.account_id AND c.id = p.conversation_id
     WHERE p.account_id = $1 AND p.member_id = $2 AND NOT c.is_routine`,
    [accountId, memberId],
  );
  return row.count;
}

export interface ConversationPatch {
  name?: string | undefined;
  view_settings?: Partial<ViewSettings> | undefined;
  dlp_preference?: ConversationRow["dlp_preference"] | undefined;
  cost_warning_dismissed?: boolean | undefined;
}

export async function updateConversation(
  db: Queryable,
  accountId: number,
  conversationId: number,
  patch: ConversationPatch,
): Promise<void> {
  await db.query(
    `UPDATE conversations SET
       name = COALESCE($3, name),
       name_is_auto = name_is_auto AND $3::text IS NULL,
       view_settings = view_settings || $4::jsonb,
       dlp_preference = CASE WHEN $5 THEN $6 ELSE dlp_preference END,
       cost_warning_dismissed = COALESCE($7, cost_warning_dismissed)
     WHERE account_id = $1 AND id = $2`,
    [
      accountId,
      conversationId,
      patch.name ?? null,
      JSON.stringify(patch.view_settings ?? {}),
      patch.dlp_preference !== undefined,
      patch.dlp_preference ?? null,
      patch.cost_warning_dismissed ?? null,
    ],
  );
}

export async function deleteConversation(
  db: Queryable,
  accountId: number,
  conversationId: number,
): Promise<void> {
  await db.query("DELETE FROM conversations WHERE account_id = $1 AND id = $2", [accountId, conversationId]);
}

export interface ParticipantRow {
  id: number;
  name: string;
  image_url: string | null;
  email: string;
}

export function listParticipants(
  db: Queryable,
  accountId: number,
  conversationId: number,
): Promise<ParticipantRow[]> {
  return db.query<ParticipantRow>(
    `SELECT m.id, m.name, m.image_url, m.email FROM conversation_participants p
     JOIN members m ON m.account_id = p.account_id AND m.id = p.member_id
     WHERE p.account_id = $1 AND p.conversation_id = $2
     ORDER BY p.role = 'owner' DESC, p.joined_at, m.id`,
    [accountId, conversationId],
  );
}

/** A conversation the member may open by its collaboration slug: theirs, or open for collaboration. */
export async function findConversationIdBySlug(
  db: Queryable,
  accountId: number,
  slug: string,
  memberId: number,
): Promise<number | undefined> {
  const row = await maybeOne<{ id: number }>(
    db,
    `SELECT c.id FROM conversations c
     WHERE c.account_id = $1 AND c.collaboration_slug = $2
       AND (c.is_collaborative OR EXISTS (
         SELECT 1 FROM conversation_participants p
         WHERE p.account_id = c.account_id AND p.conversation_id = c.id AND p.member_id = $3))`,
    [accountId, slug, memberId],
  );
  return row?.id;
}

export async function setCollaborationSlug(
  db: Queryable,
  accountId: number,
  conversationId: number,
  slug: string | null,
  collaborative: boolean,
): Promise<void> {
  await db.query(
    "UPDATE conversations SET collaboration_slug = $3, is_collaborative = $4 WHERE account_id = $1 AND id = $2",
    [accountId, conversationId, slug, collaborative],
  );
}

/** The member has seen the conversation up to `messageId`. */
export async function markRead(
  db: Queryable,
  accountId: number,
  conversationId: number,
  memberId: number,
  messageId: number,
): Promise<void> {
  await db.query(
    `UPDATE conversation_participants SET last_read_message_id = GREATEST(last_read_message_id, $4)
     WHERE account_id = $1 AND conversation_id = $2 AND member_id = $3`,
    [accountId, conversationId, memberId, messageId],
  );
}

/** After a message was added, edited or removed: size and modified time from the messages. */
export async function refreshConversationSize(
  db: Queryable,
  accountId: number,
  conversationId: number,
): Promise<void> {
  await db.query(
    `UPDATE conversations SET
       size = (SELECT COALESCE(sum(length(content)), 0) FROM messages WHERE account_id = $1 AND conversation_id = $2),
       modified_at = now()
     WHERE account_id = $1 AND id = $2`,
    [accountId, conversationId],
  );
}

export async function setConversationModel(
  db: Queryable,
  accountId: number,
  conversationId: number,
  modelId: number,
): Promise<void> {
  await db.query("UPDATE conversations SET last_used_model_id = $3 WHERE account_id = $1 AND id = $2", [
    accountId,
    conversationId,
    modelId,
  ]);
}
