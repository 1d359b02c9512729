// What an uploaded file is, by its bytes (docs/product/conversations.md § Attachments: documents PDF, DOC,
// DOCX, PPTX and simple text; images JPEG, JPG, WEBP, PNG). The extension must agree with the content.
import { isUtf8 } from "node:buffer";
import { listZipEntries } from "./zip-reader.ts";

export type FileFormat = "pdf" | "docx" | "pptx" | "doc" | "text" | "png" | "jpeg" | "webp";

export interface FileKind {
  format: FileFormat;
  kind: "image" | "document";
  mediaType: string;
}

const KINDS: Record<FileFormat, FileKind> = {
  pdf: { format: "pdf", kind: "document", mediaType: "application/pdf" },
  docx: {
    format: "docx",
    kind: "document",
    mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  pptx: {
    format: "pptx",
    kind: "document",
    mediaType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  },
  doc: { format: "doc", kind: "document", mediaType: "application/msword" },
  text: { format: "text", kind: "document", mediaType: "text/plain; charset=utf-8" },
  png: { format: "png", kind: "image", mediaType: "image/png" },
  jpeg: { format: "jpeg", kind: "image", mediaType: "image/jpeg" },
  webp: { format: "webp", kind: "image", mediaType: "image/webp" },
};

const EXTENSIONS: Record<string, FileFormat> = {
  pdf: "pdf",
  docx: "docx",
  pptx: "pptx",
  doc: "doc",
  txt: "text",
  csv: "text",
  md: "text",
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  webp: "webp",
};

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) =>
  bytes.every((byte, i) => data[offset + i] === byte);

/**
 * The Office Open XML main part a zip holds: word/document.xml or ppt/presentation.xml. Only the
 * central directory is read: typing a file never inflates it.
 */
function officeFormat(data: Uint8Array): FileFormat | undefined {
  try {
    const names = listZipEntries(data).map((entry) => entry.name);
    if (names.includes("word/document.xml")) return "docx";
    if (names.includes("ppt/presentation.xml")) return "pptx";
  } catch {
    // Not a readable zip.
  }
  return undefined;
}

/** Valid UTF-8 without NUL: checked in place (no text is decoded just to be thrown away). */
function isText(data: Uint8Array): boolean {
  return !data.includes(0) && isUtf8(data);
}

/** The format the bytes really are, or undefined for anything we do not take. */
export function sniffFormat(data: Uint8Array): FileFormat | undefined {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return "webp";
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return officeFormat(data);
  return isText(data) ? "text" : undefined;
}

/** The file's kind when its content is allowed and matches its extension; undefined otherwise. */
export function fileKindOf(fileName: string, data: Uint8Array): FileKind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const claimed = extension === undefined ? undefined : EXTENSIONS[extension];
  if (claimed === undefined) return undefined;
  const actual = sniffFormat(data);
  if (actual !== claimed) return undefined;
  return KINDS[actual];
}
