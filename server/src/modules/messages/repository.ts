// Messages of conversations. A streaming reply's content is read from its stored batches until it
// settles. Every statement is scoped by the account id passed in.
import type { MessageStatus } from "@parley/shared-contracts/api/messages";
import type { ToolRun } from "../tools/tool-run.ts";
import { maybeOne, one } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface MessageRow {
  id: number;
  account_id: number;
  conversation_id: number;
  type: "user" | "assistant";
  sender_id: number | null;
  sender_name: string | null;
  sender_image_url: string | null;
  model_id: number | null;
  model_display_name: string | null;
  content: string;
  status: MessageStatus;
  error: string | null;
  non_ai: boolean;
  sent_by_routine: boolean;
  cost: string;
  created_at: Date;
  edited_at: Date | null;
  /** Attached files (id, name, kind), in upload order. */
  files?: { id: number; file_name: string; kind: "image" | "document" }[];
  /** The tool a user message ran, with its values (tool-run.ts). */
  tool_id: number | null;
  tool_data: ToolRun | null;
  /** Copied from a snapshot: the author there and the model that answered. */
  snapshot_data: { sender: string | null; model: string | null } | null;
}

const COLUMNS = `m.id, m.account_id, m.conversation_id, m.type, m.sender_id, s.name AS sender_name,
  s.image_url AS sender_image_url, m.model_id, m.model_display_name,
  CASE WHEN m.status = 'streaming'
       THEN COALESCE((SELECT string_agg(c.content, '' ORDER BY c.seq) FROM message_chunks c
                      WHERE c.account_id = m.account_id AND c.message_id = m.id), '')
       ELSE m.content END AS content,
  m.status, m.error, m.non_ai, m.sent_by_routine, m.cost::text AS cost, m.created_at, m.edited_at,
  m.tool_id, m.tool_data, m.snapshot_data,
  (SELECT COALESCE(json_agg(json_build_object('id', f.id, 'file_name', f.file_name, 'kind', f.kind) ORDER BY f.id),
                   '[]'::json)
     FROM message_files f WHERE f.account_id = m.account_id AND f.message_id = m.id) AS files`;
const FROM = "messages m LEFT JOIN members s ON s.account_id = m.account_id AND s.id = m.sender_id";

export function findMessage(
  db: Queryable,
  accountId: number,
  messageId: number,
): Promise<MessageRow | undefined> {
  return maybeOne<MessageRow>(db, `SELECT ${COLUMNS} FROM ${FROM} WHERE m.account_id = $1 AND m.id = $2`, [
    accountId,
    messageId,
  ]);
}

/** `limit` messages before `before` (all when undefined), newest first; one extra tells has_more. */
export function listMessagesPage(
  db: Queryable,
  accountId: number,
  conversationId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM ${FROM}
     WHERE m.account_id = $1 AND m.conversation_id = $2 AND ($3::integer IS NULL OR m.id < $3)
     ORDER BY m.id DESC LIMIT $4`,
    [accountId, conversationId, before ?? null, limit + 1],
  );
}

/** What a reply was started with, stored on its row: its resume starts it again the same way. */
export interface ReplyOrigin {
  conversation_id: number;
  status: MessageStatus;
  model_id: number | null;
  /** The member whose message asked for the reply. */
  sender_id: number | null;
  parameters: Record<string, unknown>;
  dlp_anonymized: boolean;
}

export function findReplyOrigin(
  db: Queryable,
  accountId: number,
  messageId: number,
): Promise<ReplyOrigin | undefined> {
  return maybeOne<ReplyOrigin>(
    db,
    `SELECT conversation_id, status, model_id, sender_id, parameters, dlp_anonymized FROM messages
     WHERE account_id = $1 AND id = $2 AND type = 'assistant'`,
    [accountId, messageId],
  );
}

/** Every message of the conversation before `before` (all when undefined), oldest first. */
export function listHistory(
  db: Queryable,
  accountId: number,
  conversationId: number,
  before?: number,
): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM ${FROM}
     WHERE m.account_id = $1 AND m.conversation_id = $2 AND ($3::integer IS NULL OR m.id < $3)
     ORDER BY m.id`,
    [accountId, conversationId, before ?? null],
  );
}

/** The message right before and right after `messageId` in its conversation. */
export async function neighbours(
  db: Queryable,
  accountId: number,
  conversationId: number,
  messageId: number,
): Promise<{ previous: MessageRow | undefined; next: MessageRow | undefined }> {
  const [previous, next] = await Promise.all([
    maybeOne<MessageRow>(
      db,
      `SELECT ${COLUMNS} FROM ${FROM} WHERE m.account_id = $1 AND m.conversation_id = $2 AND m.id < $3
       ORDER BY m.id DESC LIMIT 1`,
      [accountId, conversationId, messageId],
    ),
    maybeOne<MessageRow>(
      db,
      `SELECT ${COLUMNS} FROM ${FROM} WHERE m.account_id = $1 AND m.conversation_id = $2 AND m.id > $3
       ORDER BY m.id LIMIT 1`,
      [accountId, conversationId, messageId],
    ),
  ]);
  return { previous, next };
}

export function streamingMessageIds(
  db: Queryable,
  accountId: number,
  conversationId: number,
): Promise<{ id: number }[]> {
  return db.query<{ id: number }>(
    "SELECT id FROM messages WHERE account_id = $1 AND conversation_id = $2 AND status = 'streaming'",
    [accountId, conversationId],
  );
}

export interface NewMessage {
  conversationId: number;
  type: "user" | "assistant";
  senderId: number;
  content: string;
  status: MessageStatus;
  nonAi: boolean;
  modelId: number | null;
  modelDisplayName: string | null;
  parameters: Record<string, unknown>;
  /** What DLP found, for a reply held for the sender's choice (status "held"). */
  dlpHold?: unknown;
  /** The tool a user message ran. */
  tool?: { id: number; run: ToolRun };
  /** Copied from a snapshot (continue). */
  snapshotData?: { sender: string | null; model: string | null };
  /** Posted by a routine's run. */
  sentByRoutine?: boolean;
}

export async function insertMessage(db: Queryable, accountId: number, message: NewMessage): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO messages (account_id, conversation_id, type, sender_id, content, status, non_ai, model_id,
                           model_display_name, parameters, heartbeat_at, dlp_hold, tool_id, tool_data,
                           snapshot_data, sent_by_routine)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, CASE WHEN $6 = 'streaming' THEN now() END,
             $11::jsonb, $12, $13::jsonb, $14::jsonb, $15)
     RETURNING id`,
    [
      accountId,
      message.conversationId,
      message.type,
      message.senderId,
      message.content,
      message.status,
      message.nonAi,
      message.modelId,
      message.modelDisplayName,
      JSON.stringify(message.parameters),
      message.dlpHold === undefined ? null : JSON.stringify(message.dlpHold),
      message.tool?.id ?? null,
      message.tool === undefined ? null : JSON.stringify(message.tool.run),
      message.snapshotData === undefined ? null : JSON.stringify(message.snapshotData),
      message.sentByRoutine ?? false,
    ],
  );
  return row.id;
}

/** Empties a settled reply for its regeneration (same id, new model, streaming again). */
export async function resetReplyForRegeneration(
  db: Queryable,
  accountId: number,
  messageId: number,
  model: { id: number; displayName: string },
  senderId: number,
  parameters: Record<string, unknown>,
  /** DLP findings: the new reply is held for the sender's choice instead of starting. */
  dlpHold?: unknown,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE messages SET content = '', status = $7, error = NULL, cost = 0, input_tokens = 0,
       output_tokens = 0, model_id = $3, model_display_name = $4, sender_id = $5, parameters = $6::jsonb,
       created_at = now(), edited_at = NULL, heartbeat_at = now(), dlp_hold = $8::jsonb
     WHERE account_id = $1 AND id = $2 AND type = 'assistant' AND status NOT IN ('streaming', 'held')
     RETURNING id`,
    [
      accountId,
      messageId,
      model.id,
      model.displayName,
      senderId,
      JSON.stringify(parameters),
      dlpHold === undefined ? "streaming" : "held",
      dlpHold === undefined ? null : JSON.stringify(dlpHold),
    ],
  );
  return rows.length > 0;
}

export async function updateMessageContent(
  db: Queryable,
  accountId: number,
  messageId: number,
  content: string,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE messages SET content = $3, edited_at = now()
     WHERE account_id = $1 AND id = $2 AND status <> 'streaming' RETURNING id`,
    [accountId, messageId, content],
  );
  return rows.length > 0;
}

export async function deleteMessage(db: Queryable, accountId: number, messageId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    "DELETE FROM messages WHERE account_id = $1 AND id = $2 AND status <> 'streaming' RETURNING id",
    [accountId, messageId],
  );
  return rows.length > 0;
}
