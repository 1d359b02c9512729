// message_files rows. Every statement is scoped by the account id passed in.
import type { Queryable } from "../../lib/db/database.ts";
import { maybeOne, one } from "../../lib/db/database.ts";

export interface FileRow {
  id: number;
  account_id: number;
  conversation_id: number;
  message_id: number;
  kind: "image" | "document";
  file_name: string;
  media_type: string;
  size_bytes: number;
  storage_key: string;
  /** Text of documents uploaded before text moved to the file store. */
  extracted_text: string | null;
  /** Where a document's extracted text is in the file store. */
  text_storage_key: string | null;
}

export interface NewFile {
  conversationId: number;
  messageId: number;
  memberId: number;
  kind: "image" | "document";
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  storageKey: string;
  sha256: string;
  /** The document's extracted text in the file store (null for images). */
  textStorageKey: string | null;
}

const COLUMNS =
  "id, account_id, conversation_id, message_id, kind, file_name, media_type, size_bytes, storage_key, extracted_text, text_storage_key";

export async function insertFile(db: Queryable, accountId: number, file: NewFile): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO message_files (account_id, conversation_id, message_id, member_id, kind, file_name,
       media_type, size_bytes, storage_key, sha256, text_storage_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      accountId,
      file.conversationId,
      file.messageId,
      file.memberId,
      file.kind,
      file.fileName,
      file.mediaType,
      file.sizeBytes,
      file.storageKey,
      file.sha256,
      file.textStorageKey,
    ],
  );
  return row.id;
}

export function findFile(db: Queryable, accountId: number, fileId: number): Promise<FileRow | undefined> {
  return maybeOne<FileRow>(db, `SELECT ${COLUMNS} FROM message_files WHERE account_id = $1 AND id = $2`, [
    accountId,
    fileId,
  ]);
}

/** The files of these messages, in upload order. */
export function listFilesOfMessages(
  db: Queryable,
  accountId: number,
  messageIds: readonly number[],
): Promise<FileRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db.query<FileRow>(
    `SELECT ${COLUMNS} FROM message_files
     WHERE account_id = $1
       AND message_id IN (SELECT value::integer FROM jsonb_array_elements_text($2::jsonb))
     ORDER BY id`,
    [accountId, JSON.stringify(messageIds)],
  );
}

/** Storage keys of a conversation's (or one message's) files and their texts, read before the rows go. */
export async function storageKeysOf(
  db: Queryable,
  accountId: number,
  where: { conversationId: number } | { messageId: number },
): Promise<string[]> {
  const rows =
    "messageId" in where
      ? await db.query<{ storage_key: string; text_storage_key: string | null }>(
          "SELECT storage_key, text_storage_key FROM message_files WHERE account_id = $1 AND message_id = $2",
          [accountId, where.messageId],
        )
      : await db.query<{ storage_key: string; text_storage_key: string | null }>(
          "SELECT storage_key, text_storage_key FROM message_files WHERE account_id = $1 AND conversation_id = $2",
          [accountId, where.conversationId],
        );
  return rows.flatMap((r) => (r.text_storage_key ? [r.storage_key, r.text_storage_key] : [r.storage_key]));
}
