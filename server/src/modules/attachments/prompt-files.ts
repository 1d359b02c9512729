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

/**
 * The length of `withDocuments(text, documents)` without building it (the token estimate of a send
 * with a document of millions of characters must not copy it).
 */
export function withDocumentsLength(text: string, documents: PromptFiles["documents"]): number {
  if (documents.length === 0) return text.length;
  let length = text.length + "\n\nAttached documents:\n".length;
  documents.forEach((d, i) => {
    length += (i > 0 ? 2 : 0) + `<document name="${d.name.replace(/"/g, "'")}">\n`.length;
    length += d.text.length + "\n</document>".length;
  });
  // trim(): only leading white space can go (the text ends with "</document>"): the message's, and
  // when the message is nothing but white space, the two line breaks after it too.
  const leading = text.length - text.trimStart().length;
  return length - (leading === text.length ? text.length + 2 : leading);
}
