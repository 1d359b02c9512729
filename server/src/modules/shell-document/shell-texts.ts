// The shell build's interface texts: two chunks per language, `shell-i18n-<code>.<hash>.js` (the
// shell's own, host-shell/src/i18n/shell-locales.ts) and `catalogue-<code>.<hash>.js` (the spec's
// catalogue, shared-contracts/src/locales/index.ts). The document preloads those of its language.
import { readdir } from "node:fs/promises";
import type { LanguageCode } from "@parley/shared-contracts/languages";

export interface ShellTexts {
  /** The chunks' URL paths for `language` (none when the build has none). */
  chunksFor(language: LanguageCode): Promise<string[]>;
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
    async chunksFor(language) {
      const pattern = new RegExp(`^(?:shell-i18n|catalogue)-${language}\\.[0-9a-f]+\\.js$`);
      return (await files()).filter((name) => pattern.test(name)).map((name) => `/assets/${name}`);
    },
  };
}
