// The files of a send (docs/product/conversations.md § Attachments): at most 10 and 20 MB in total, each
// typed by its content, images only for models that read them; documents' text extracted once, here.
import { createHash, randomUUID } from "node:crypto";
import { conversationCatalogue } from "@parley/shared-contracts/messages";
import { HttpError } from "../../lib/http-error.ts";
import type { FileStore } from "../../lib/storage/file-store.ts";
import type { Queryable } from "../../lib/db/database.ts";
import { extractDocumentText, MAX_DOCUMENT_TEXT_CHARS } from "./extract-text.ts";
import { imageSize, imageSizeAcceptable, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "./image-size.ts";
import { ZipLimitError } from "./zip-reader.ts";
import { fileKindOf } from "./file-kind.ts";
import { insertFile } from "./repository.ts";

export const MAX_FILES = 10;
export const MAX_TOTAL_BYTES = 20 * 1024 * 1024;

/** A file part of the send form, read into memory. */
export interface Upload {
  fileName: string;
  data: Uint8Array;
}

export interface PreparedUpload extends Upload {
  kind: "image" | "document";
  mediaType: string;
  text: string | null;
}

const bad = (code: string, message: string) => new HttpError(400, code, message);

/** Throws the spec's message when there are too many files or bytes (checked while reading too). */
export function checkUploadLimits(count: number, totalBytes: number): void {
  if (count > MAX_FILES) throw bad("too_many_files", conversationCatalogue["upload.tooMany"]);
  if (totalBytes > MAX_TOTAL_BYTES) throw bad("upload_too_large", conversationCatalogue["upload.tooLarge"]);
}

/**
 * Checks every file and extracts documents' text; `readsImages`: the model takes images;
 * `maxTextChars`: a document's text is read no further (just past the model's token limit, so that
 * the send is still refused for its size rather than sent cut).
 */
export async function prepareUploads(
  uploads: readonly Upload[],
  readsImages: boolean,
  maxTextChars: number = MAX_DOCUMENT_TEXT_CHARS,
): Promise<PreparedUpload[]> {
  checkUploadLimits(
    uploads.length,
    uploads.reduce((sum, u) => sum + u.data.byteLength, 0),
  );
  const prepared: PreparedUpload[] = [];
  for (const upload of uploads) {
    const kind = fileKindOf(upload.fileName, upload.data);
    if (kind === undefined)
      throw bad("unsupported_file_type", `${upload.fileName}: this file type is not supported`);
    if (kind.format === "doc")
      throw bad(
        "doc_not_supported",
        `${upload.fileName} is a Word 97–2003 document, which cannot be read. Save it as DOCX and attach it again.`,
      );
    if (kind.kind === "image" && !readsImages)
      throw bad("file_not_supported_by_model", conversationCatalogue["upload.notSupportedByModel"]);
    if (kind.kind === "image" && !imageSizeAcceptable(imageSize(kind.format, upload.data)))
      throw bad(
        "image_too_large",
        `${upload.fileName} is larger than ${MAX_IMAGE_SIDE.toLocaleString("en")} pixels a side or ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Make it smaller and attach it again.`,
      );
    let text: string | null = null;
    if (kind.kind === "document") {
      try {
        text = await extractDocumentText(
          kind.format,
          upload.data,
          Math.min(maxTextChars, MAX_DOCUMENT_TEXT_CHARS),
        );
      } catch (error) {
        if (error instanceof ZipLimitError)
          throw bad(
            "file_too_large_unpacked",
            `${upload.fileName} unpacks to more than we can read (${error.message}). Attach a smaller document.`,
          );
        throw bad(
          "unreadable_file",
          `${upload.fileName} could not be read. Check the file and attach it again.`,
        );
      }
    }
    prepared.push({ ...upload, kind: kind.kind, mediaType: kind.mediaType, text });
  }
  return prepared;
}

/**
 * Puts the files in the store and links them to the message (inside the send's transaction);
 * returns the keys written so a failed transaction can remove them.
 */
export async function storeUploads(
  tx: Queryable,
  store: FileStore,
  target: { accountId: number; conversationId: number; messageId: number; memberId: number },
  uploads: readonly PreparedUpload[],
  written: string[],
): Promise<void> {
  for (const upload of uploads) {
    const key = `${target.accountId}/${randomUUID()}`;
    await store.put(key, upload.data);
    written.push(key);
    // The text goes beside the file, not into the database (see migration 0010).
    let textKey: string | null = null;
    if (upload.text !== null) {
      textKey = `${key}.txt`;
      await store.put(textKey, new TextEncoder().encode(upload.text));
      written.push(textKey);
    }
    await insertFile(tx, target.accountId, {
      conversationId: target.conversationId,
      messageId: target.messageId,
      memberId: target.memberId,
      kind: upload.kind,
      fileName: upload.fileName,
      mediaType: upload.mediaType,
      sizeBytes: upload.data.byteLength,
      storageKey: key,
      sha256: createHash("sha256").update(upload.data).digest("hex"),
      textStorageKey: textKey,
    });
  }
}

/** Removes stored files (after a failed send, or with their message); a failure is only logged. */
export async function removeStored(
  store: FileStore,
  keys: readonly string[],
  log?: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  for (const key of keys)
    await store
      .delete(key)
      .catch((error: unknown) => log?.warn({ err: error, key }, "stored file not removed"));
}
