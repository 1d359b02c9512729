// Profile photos on disk: `<PARLEY_DATA_DIR>/photos/<account id>/<member id>-<token>.<ext>`. The
// type is read from the file's first bytes, never from its name or the browser's Content-Type.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomToken } from "../../lib/crypto.ts";

export interface PhotoType {
  ext: "png" | "jpg" | "gif" | "webp" | "tiff" | "bmp";
  mime: string;
}

const TYPES: Record<PhotoType["ext"], string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  tiff: "image/tiff",
  bmp: "image/bmp",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((value, index) => bytes[at + index] === value);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The spec's photo formats (png, jpg/jpeg, gif, webp, tiff, bmp) by magic number, or undefined. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | undefined {
  const found = (ext: PhotoType["ext"]): PhotoType => ({ ext, mime: TYPES[ext] });
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return found("png");
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return found("jpg");
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return found("gif");
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return found("webp");
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return found("tiff");
  // "BM" plus a DIB header size that exists (12, 40, 52, 56, 64, 108 or 124): "BM" alone is too common.
  if (
    startsWith(bytes, ascii("BM")) &&
    bytes.length > 18 &&
    [12, 40, 52, 56, 64, 108, 124].includes(bytes[14] ?? 0)
  )
    return found("bmp");
  return undefined;
}

/** The MIME type of a stored file name's extension (names are ours, so the extension is trusted). */
export function photoMimeOf(fileName: string): string | undefined {
  const ext = path.extname(fileName).slice(1);
  return ext in TYPES ? TYPES[ext as PhotoType["ext"]] : undefined;
}

/** A stored photo's file name: `<member id>-<random>.<ext>` (the random part makes every URL new). */
export const PHOTO_FILE_PATTERN = /^(\d{1,10})-[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp|tiff|bmp)$/;

export function createPhotoStore(dataDir: string) {
  const folder = (accountId: number) => path.join(dataDir, "photos", String(accountId));
  return {
    async save(accountId: number, memberId: number, bytes: Uint8Array, type: PhotoType): Promise<string> {
      const fileName = `${memberId}-${randomToken(18)}.${type.ext}`;
      await mkdir(folder(accountId), { recursive: true, mode: 0o700 });
      await writeFile(path.join(folder(accountId), fileName), bytes, { mode: 0o600 });
      return fileName;
    },
    async read(accountId: number, fileName: string): Promise<Buffer | undefined> {
      if (!PHOTO_FILE_PATTERN.test(fileName)) return undefined;
      try {
        return await readFile(path.join(folder(accountId), fileName));
      } catch {
        return undefined;
      }
    },
    async remove(accountId: number, fileName: string): Promise<void> {
      if (PHOTO_FILE_PATTERN.test(fileName))
        await rm(path.join(folder(accountId), fileName), { force: true });
    },
  };
}
export type PhotoStore = ReturnType<typeof createPhotoStore>;

/** The authenticated URL of a member's photo file (what `image_url` holds). */
export function photoUrl(memberId: number, fileName: string): string {
  return `/api/v1/members/${memberId}/photo/${fileName}`;
}

/** The file name behind an `image_url` of ours, or undefined for anything else. */
export function photoFileOf(imageUrl: string | null): string | undefined {
  const match = imageUrl ? /^\/api\/v1\/members\/\d{1,10}\/photo\/([^/]+)$/.exec(imageUrl) : null;
  return match?.[1] !== undefined && PHOTO_FILE_PATTERN.test(match[1]) ? match[1] : undefined;
}
