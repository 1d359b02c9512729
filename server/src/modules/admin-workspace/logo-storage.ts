// Workspace logos on disk: `<PARLEY_DATA_DIR>/logos/<account id>/<random>.<ext>`, served publicly
// (the sign-in page shows them) at `/api/v1/accounts/<subdomain>/logo/<file>`. Raster only (PNG,
// JPEG, WebP), recognised by the first bytes: an SVG could carry script.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomToken } from "../../lib/crypto.ts";
import { sniffPhotoType } from "../members/photo-storage.ts";

const TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
type LogoExt = keyof typeof TYPES;

/** The logo's extension by content, or undefined for anything but PNG, JPEG and WebP. */
export function sniffLogoType(bytes: Uint8Array): LogoExt | undefined {
  const ext = sniffPhotoType(bytes)?.ext;
  return ext !== undefined && ext in TYPES ? (ext as LogoExt) : undefined;
}

export const LOGO_FILE_PATTERN = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|webp)$/;

export function logoMimeOf(fileName: string): string | undefined {
  const ext = path.extname(fileName).slice(1);
  return ext in TYPES ? TYPES[ext as LogoExt] : undefined;
}

export function logoUrl(subdomain: string, fileName: string): string {
  return `/api/v1/accounts/${subdomain}/logo/${fileName}`;
}

/** The file name behind an uploaded logo's URL of this workspace, or undefined (a seeded asset, none). */
export function logoFileOf(subdomain: string, url: string | null): string | undefined {
  const prefix = `/api/v1/accounts/${subdomain}/logo/`;
  if (url === null || !url.startsWith(prefix)) return undefined;
  const file = url.slice(prefix.length);
  return LOGO_FILE_PATTERN.test(file) ? file : undefined;
}

export function createLogoStore(dataDir: string) {
  const folder = (accountId: number) => path.join(dataDir, "logos", String(accountId));
  return {
    async save(accountId: number, bytes: Uint8Array, ext: LogoExt): Promise<string> {
      const fileName = `${randomToken(18)}.${ext}`;
      await mkdir(folder(accountId), { recursive: true, mode: 0o700 });
      await writeFile(path.join(folder(accountId), fileName), bytes, { mode: 0o600 });
      return fileName;
    },
    async read(accountId: number, fileName: string): Promise<Buffer | undefined> {
      if (!LOGO_FILE_PATTERN.test(fileName)) return undefined;
      try {
        return await readFile(path.join(folder(accountId), fileName));
      } catch {
        return undefined;
      }
    },
    async remove(accountId: number, fileName: string): Promise<void> {
      if (LOGO_FILE_PATTERN.test(fileName)) await rm(path.join(folder(accountId), fileName), { force: true });
    },
  };
}
export type LogoStore = ReturnType<typeof createLogoStore>;
