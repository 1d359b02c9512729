// A tool's icon and knowledge files (docs/product/tools.md § Tool edit dialog): stored like message
// attachments (same file store, same checks by content, a document's text extracted once), changed
// with the settings (Edit on them needed), and read by the model whenever the tool runs.
import { createHash, randomUUID } from "node:crypto";
import { TOOL_LIMITS, toolIconErrors } from "@parley/shared-contracts/api/tools";
import type { ToolUpdate } from "@parley/shared-contracts/api/tools";
import type { Queryable } from "../../lib/db/database.ts";
import type { FileStore } from "../../lib/storage/file-store.ts";
import { HttpError } from "../../lib/http-error.ts";
import { sniffFormat } from "../attachments/file-kind.ts";
import type { PromptFiles } from "../attachments/prompt-files.ts";
import { prepareUploads, removeStored } from "../attachments/uploads.ts";
import type { Upload } from "../attachments/uploads.ts";
import { deleteToolFiles, insertToolFile, listToolFiles, setToolAvatar } from "./files-repository.ts";

/** A knowledge file of the update, from its form field (`images` or `documents`). */
export interface KnowledgeUpload extends Upload {
  field: "images" | "documents";
}

/** The file part of an update: what to add and what to remove. */
export interface ToolFileChanges {
  uploads: KnowledgeUpload[];
  removeIds: number[];
}

export const hasFileChanges = (update: ToolUpdate, files: ToolFileChanges) =>
  update.avatar !== undefined || files.uploads.length > 0 || files.removeIds.length > 0;

const bad = (code: string, message: string, field: string) =>
  new HttpError(400, code, message, { [field]: [code] });

/** The icon's bytes and type, checked: PNG or JPEG by content, at most 10 MB. */
export function readIcon(update: Pick<ToolUpdate, "avatar" | "avatar_type">): {
  data: Uint8Array;
  mediaType: "image/png" | "image/jpeg";
} {
  const base64 = (update.avatar ?? "").replace(/^data:[^,]*,/, "");
  // Checked before decoding: base64 is 4 characters for 3 bytes.
  if (Math.floor((base64.length * 3) / 4) > TOOL_LIMITS.iconBytes + 2)
    throw bad("icon_too_large", toolIconErrors.size, "avatar");
  const data = new Uint8Array(Buffer.from(base64, "base64"));
  if (data.byteLength > TOOL_LIMITS.iconBytes) throw bad("icon_too_large", toolIconErrors.size, "avatar");
  const format = sniffFormat(data);
  const mediaType = format === "png" ? "image/png" : format === "jpeg" ? "image/jpeg" : undefined;
  if (mediaType === undefined || (update.avatar_type !== undefined && update.avatar_type !== mediaType))
    throw bad("icon_type", toolIconErrors.type, "avatar");
  return { data, mediaType };
}

/**
 * Applies the icon and knowledge-file part of an update to a tool the caller may edit the settings of.
 * Everything is checked before anything is stored; a failure removes what was written.
 */
export async function applyToolFiles(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  store: FileStore,
  target: { accountId: number; toolId: number },
  update: Pick<ToolUpdate, "avatar" | "avatar_type">,
  files: ToolFileChanges,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  const icon = update.avatar === undefined || update.avatar === null ? undefined : readIcon(update);
  const prepared = await prepareUploads(files.uploads, true);
  prepared.forEach((file, i) => {
    const field = files.uploads[i]?.field;
    if ((field === "images") !== (file.kind === "image"))
      throw bad(
        "wrong_file_field",
        `${file.fileName}: send images as images and documents as documents`,
        field ?? "files",
      );
  });
  const kept = (await listToolFiles(db, target.accountId, [target.toolId])).filter(
    (f) => !files.removeIds.includes(f.id),
  );
  if (kept.length + prepared.length > TOOL_LIMITS.knowledgeFiles)
    throw bad(
      "too_many_files",
      `A tool keeps at most ${TOOL_LIMITS.knowledgeFiles} knowledge files`,
      "documents",
    );

  const written: string[] = [];
  const put = async (data: Uint8Array, suffix = "") => {
    const key = `${target.accountId}/${randomUUID()}${suffix}`;
    await store.put(key, data);
    written.push(key);
    return key;
  };
  const obsolete = await db
    .transaction(async (tx) => {
      const gone: string[] = [];
      if (update.avatar !== undefined) {
        const key = icon === undefined ? null : await put(icon.data);
        const previous = await setToolAvatar(tx, target.accountId, target.toolId, {
          avatar_storage_key: key,
          avatar_media_type: icon?.mediaType ?? null,
        });
        if (previous !== null) gone.push(previous);
      }
      for (const row of await deleteToolFiles(tx, target.accountId, target.toolId, files.removeIds))
        gone.push(row.storage_key, ...(row.text_storage_key ? [row.text_storage_key] : []));
      for (const file of prepared) {
        const key = await put(file.data);
        const textKey = file.text === null ? null : await put(new TextEncoder().encode(file.text), ".txt");
        await insertToolFile(tx, target.accountId, target.toolId, {
          kind: file.kind,
          fileName: file.fileName,
          mediaType: file.mediaType,
          sizeBytes: file.data.byteLength,
          storageKey: key,
          textStorageKey: textKey,
          sha256: createHash("sha256").update(file.data).digest("hex"),
        });
      }
      return gone;
    })
    .catch(async (error: unknown) => {
      await removeStored(store, written, log);
      throw error;
    });
  // Removed only once the rows no longer name them.
  await removeStored(store, obsolete, log);
}

/**
 * The knowledge files of these tools as the model reads attachments: documents' text, and images'
 * bytes when the model reads images (else a note, as for attachments).
 */
export async function toolKnowledgeFiles(
  db: Queryable,
  store: FileStore,
  accountId: number,
  toolIds: readonly number[],
  withImages: boolean,
): Promise<Map<number, PromptFiles>> {
  const byTool = new Map<number, PromptFiles>();
  for (const row of await listToolFiles(db, accountId, [...new Set(toolIds)])) {
    let files = byTool.get(row.tool_id);
    if (!files) byTool.set(row.tool_id, (files = { documents: [], images: [] }));
    if (row.kind === "document") {
      const text = row.text_storage_key === null ? undefined : await store.get(row.text_storage_key);
      files.documents.push({ name: row.file_name, text: text ? new TextDecoder().decode(text) : "" });
    } else if (withImages) {
      const data = await store.get(row.storage_key);
      if (data) files.images.push({ name: row.file_name, mediaType: row.media_type, data });
    } else {
      files.documents.push({ name: row.file_name, text: "(an image; this model does not read images)" });
    }
  }
  return byTool;
}

/** Both lists together: a message's own files, then its tool's knowledge. */
export function mergePromptFiles(
  a: PromptFiles | undefined,
  b: PromptFiles | undefined,
): PromptFiles | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return { documents: [...a.documents, ...b.documents], images: [...a.images, ...b.images] };
}
