// The shell build's interface texts: one chunk per language, `shell-i18n-<code>.<hash>.js` (the chunk
// names of host-shell/src/i18n/shell-locales.ts). The document preloads the one of its language.
import { readdir } from "node:fs/promises";
import type { LanguageCode } from "@parley/shared-contracts/languages";

export interface ShellTexts {
  /** The chunk's URL path for `language`, or null when the build has none. */
  chunkFor(language: LanguageCode): Promise<string | null>;
}

/** Reads `assetsDir` at most once per `ttlMs`, so a new build is seen without a restart. */
export function createShellTexts(assetsDir: string, ttlMs = 1000): ShellTexts {
  let cached: { at: number; files: Promise<string[]> } | undefined;
  const files = () => {
    if (!cached || Date.now() - cached.at >= ttlMs) {
      cached = { at: Date.now(), files: readdir(assetsDir).catch(() => []) };
    }
    return cached.files;
  };
  return {
    async chunkFor(language) {
      const pattern = new RegExp(`^shell-i18n-${language}\\.[0-9a-f]+\\.js$`);
      const file = (await files()).find((name) => pattern.test(name));
      return file === undefined ? null : `/assets/${file}`;
    },
  };
}
