// What the chat box takes (docs/product/conversations.md § Attachments): at most 10 files and 20 MB per
// message; documents PDF, DOC, DOCX, PPTX and simple text; images JPEG, JPG, WEBP, PNG, only for models that
// read images. The server checks every file again by its content.
import type { Model } from "@parley/shared-contracts/api/models";

export const MAX_FILES = 10;
export const MAX_TOTAL_BYTES = 20 * 1024 * 1024;

const DOCUMENT_EXTENSIONS = ["pdf", "doc", "docx", "pptx", "txt", "csv", "md"];
const IMAGE_EXTENSIONS = ["jpg", "jpeg", "webp", "png"];

/** The file inputs' accept lists. */
export const ACCEPT = {
  documents: DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(","),
  images: IMAGE_EXTENSIONS.map((e) => `.${e}`).join(","),
};

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

export function fileKind(file: File): "image" | "document" | null {
  const extension = extensionOf(file.name);
  if (IMAGE_EXTENSIONS.includes(extension)) return "image";
  if (DOCUMENT_EXTENSIONS.includes(extension)) return "document";
  return null;
}

export const modelReadsImages = (model: Model | null) =>
  model?.supported_file_types.includes("image") ?? false;

export type AttachmentProblem =
  | { key: "upload.tooMany" }
  | { key: "upload.tooLarge" }
  | { key: "upload.notSupportedByModel" }
  | { key: "attach.unsupportedType"; name: string };

/** The first rule a set of files breaks; `forAi`: the message goes to `model`. */
export function checkAttachments(
  files: readonly File[],
  model: Model | null,
  forAi: boolean,
): AttachmentProblem | null {
  const unknown = files.find((file) => fileKind(file) === null);
  if (unknown) return { key: "attach.unsupportedType", name: unknown.name };
  if (files.length > MAX_FILES) return { key: "upload.tooMany" };
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_TOTAL_BYTES) return { key: "upload.tooLarge" };
  if (forAi && !modelReadsImages(model) && files.some((file) => fileKind(file) === "image"))
    return { key: "upload.notSupportedByModel" };
  return null;
}

/**
 * "1.2 MB", "340 kB", "2 bytes" in the reader's language. Rounded up, never down: a file over the
 * 20 MB limit must not read "20 MB" next to the limit's message.
 */
export function formatSize(bytes: number, language: string): string {
  if (bytes < 1024)
    return new Intl.NumberFormat(language, { style: "unit", unit: "byte", unitDisplay: "long" }).format(
      bytes,
    );
  const format = (value: number, unit: "kilobyte" | "megabyte") =>
    new Intl.NumberFormat(language, {
      style: "unit",
      unit,
      unitDisplay: "short",
      maximumFractionDigits: 1,
      roundingMode: "ceil",
    }).format(value);
  return bytes >= 1024 * 1024 ? format(bytes / (1024 * 1024), "megabyte") : format(bytes / 1024, "kilobyte");
}
