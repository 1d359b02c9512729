// What the model reads of attached files: a document's extracted text, an image's bytes (for
// models that read images). Loaded when a reply starts, for every message of its history.
import type { Queryable } from "../../lib/db/database.ts";
import type { FileStore } from "../../lib/storage/file-store.ts";
import { listFilesOfMessages } from "./repository.ts";

export interface PromptFiles {
  documents: { name: string; text: string }[];
  images: { name: string; mediaType: string; data: Uint8Array }[];
}

/** The files of these messages by message id; image bytes only when `withImages`. */
export async function loadPromptFiles(
  db: Queryable,
  store: FileStore,
  accountId: number,
  messageIds: readonly number[],
  withImages: boolean,
): Promise<Map<number, PromptFiles>> {
  const byMessage = new Map<number, PromptFiles>();
  for (const row of await listFilesOfMessages(db, accountId, messageIds)) {
    let files = byMessage.get(row.message_id);
    if (!files) byMessage.set(row.message_id, (files = { documents: [], images: [] }));
    if (row.kind === "document") {
      const stored = row.text_storage_key === null ? undefined : await store.get(row.text_storage_key);
      const text = stored === undefined ? (row.extracted_text ?? "") : new TextDecoder().decode(stored);
      files.documents.push({ name: row.file_name, text });
    } else if (withImages) {
      const data = await store.get(row.storage_key);
      if (data) files.images.push({ name: row.file_name, mediaType: row.media_type, data });
    } else {
      // The model cannot see it; say so rather than drop it silently.
      files.documents.push({ name: row.file_name, text: "(an image; this model does not read images)" });
    }
  }
  return byMessage;
}

/** A user message's text with its documents appended, as the model reads it. */
export function withDocuments(text: string, documents: PromptFiles["documents"]): string {
  if (documents.length === 0) return text;
  const blocks = documents.map(
    (d) => `<document name="${d.name.replace(/"/g, "'")}">\n${d.text}\n</document>`,
  );
  return `${text}\n\nAttached documents:\n${blocks.join("\n\n")}`.trim();
}
