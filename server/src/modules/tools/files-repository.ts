// tool_files rows and a tool's icon columns. Every statement is scoped by the account id passed in.
import type { Queryable } from "../../lib/db/database.ts";
import { maybeOne, one } from "../../lib/db/database.ts";

export interface ToolFileRow {
  id: number;
  tool_id: number;
  kind: "image" | "document";
  file_name: string;
  media_type: string;
  size_bytes: number;
  storage_key: string;
  text_storage_key: string | null;
}

export interface NewToolFile {
  kind: "image" | "document";
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  storageKey: string;
  textStorageKey: string | null;
  sha256: string;
}

const COLUMNS = "id, tool_id, kind, file_name, media_type, size_bytes, storage_key, text_storage_key";

export async function insertToolFile(
  db: Queryable,
  accountId: number,
  toolId: number,
  file: NewToolFile,
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO tool_files (account_id, tool_id, kind, file_name, media_type, size_bytes, storage_key,
       text_storage_key, sha256)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      accountId,
      toolId,
      file.kind,
      file.fileName,
      file.mediaType,
      file.sizeBytes,
      file.storageKey,
      file.textStorageKey,
      file.sha256,
    ],
  );
  return row.id;
}

/** The knowledge files of these tools, in upload order. */
export function listToolFiles(
  db: Queryable,
  accountId: number,
  toolIds: readonly number[],
): Promise<ToolFileRow[]> {
  if (toolIds.length === 0) return Promise.resolve([]);
  return db.query<ToolFileRow>(
    `SELECT ${COLUMNS} FROM tool_files
     WHERE account_id = $1 AND tool_id IN (SELECT value::integer FROM jsonb_array_elements_text($2::jsonb))
     ORDER BY id`,
    [accountId, JSON.stringify(toolIds)],
  );
}

export function findToolFile(
  db: Queryable,
  accountId: number,
  toolId: number,
  fileId: number,
): Promise<ToolFileRow | undefined> {
  return maybeOne<ToolFileRow>(
    db,
    `SELECT ${COLUMNS} FROM tool_files WHERE account_id = $1 AND tool_id = $2 AND id = $3`,
    [accountId, toolId, fileId],
  );
}

/** Deletes these files of the tool (others' ids are ignored); the rows deleted, for their stored keys. */
export function deleteToolFiles(
  db: Queryable,
  accountId: number,
  toolId: number,
  fileIds: readonly number[],
): Promise<ToolFileRow[]> {
  if (fileIds.length === 0) return Promise.resolve([]);
  return db.query<ToolFileRow>(
    `DELETE FROM tool_files
     WHERE account_id = $1 AND tool_id = $2
       AND id IN (SELECT value::integer FROM jsonb_array_elements_text($3::jsonb))
     RETURNING ${COLUMNS}`,
    [accountId, toolId, JSON.stringify(fileIds)],
  );
}

export interface ToolAvatar {
  avatar_storage_key: string | null;
  avatar_media_type: string | null;
}

export function findToolAvatar(
  db: Queryable,
  accountId: number,
  toolId: number,
): Promise<ToolAvatar | undefined> {
  return maybeOne<ToolAvatar>(
    db,
    "SELECT avatar_storage_key, avatar_media_type FROM tools WHERE account_id = $1 AND id = $2",
    [accountId, toolId],
  );
}

/** Sets (or, with nulls, removes) the icon; answers the key it replaced. */
export async function setToolAvatar(
  db: Queryable,
  accountId: number,
  toolId: number,
  avatar: ToolAvatar,
): Promise<string | null> {
  const row = await one<{ previous: string | null }>(
    db,
    `UPDATE tools t SET avatar_storage_key = $3, avatar_media_type = $4, updated_at = now()
     FROM (SELECT avatar_storage_key AS previous FROM tools WHERE account_id = $1 AND id = $2 FOR UPDATE) old
     WHERE t.account_id = $1 AND t.id = $2
     RETURNING old.previous`,
    [accountId, toolId, avatar.avatar_storage_key, avatar.avatar_media_type],
  );
  return row.previous;
}

/** Every stored key of a tool (icon, files, texts), read before the tool is deleted. */
export async function storedKeysOfTool(db: Queryable, accountId: number, toolId: number): Promise<string[]> {
  const avatar = await findToolAvatar(db, accountId, toolId);
  const files = await listToolFiles(db, accountId, [toolId]);
  return [
    ...(avatar?.avatar_storage_key ? [avatar.avatar_storage_key] : []),
    ...files.flatMap((f) => (f.text_storage_key ? [f.storage_key, f.text_storage_key] : [f.storage_key])),
  ];
}
