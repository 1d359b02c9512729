// The shell build's chunks the document preloads beside its own boot files, which depend on the
// page: the interface texts of the page's language, two chunks per language (`shell-i18n-<code>`,
// the shell's own, host-shell/src/i18n/shell-locales.ts, and `catalogue-<code>`, the spec's
// catalogue, shared-contracts/src/locales/index.ts), and for a signed-in member `member-vendors`,
// react-query, which the remotes' members' pages use and the sign-in page does without
// (scripts/build/host-config.ts HOST_PROVIDED_FOR_MEMBERS), and the shell's React side in the build
// the page needs, with or without the main layout (SHELL_APP_CHUNKS).
import { readdir } from "node:fs/promises";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { SHELL_APP_CHUNKS } from "@parley/shared-contracts/shell-document";

export interface ShellChunks {
  /** The URL paths of the texts for `language` (none when the build has none). */
  textsFor(language: LanguageCode): Promise<string[]>;
  /** The URL paths of the chunks only a signed-in member's pages need. */
  forMembers(): Promise<string[]>;
  /** The shell's React side (script and style) for a page in the main layout, or for a full page. */
  appFor(mainLayout: boolean): Promise<string[]>;
}

const MEMBER_CHUNK = /^member-vendors\.[0-9a-f]+\.js$/;
const appChunk = (name: string) => new RegExp(`^${name}\\.[0-9a-f]+\\.(?:js|css)$`);
const MAIN_LAYOUT_APP = appChunk(SHELL_APP_CHUNKS.mainLayout);
const FULL_PAGE_APP = appChunk(SHELL_APP_CHUNKS.fullPage);

/** Reads `assetsDir` at most once per `ttlMs`, so a new build is seen without a restart. */
export function createShellChunks(assetsDir: string, ttlMs = 1000): ShellChunks {
  let cached: { at: number; files: Promise<string[]> } | undefined;
  const files = () => {
    if (!cached || Date.now() - cached.at >= ttlMs) {
      cached = { at: Date.now(), files: readdir(assetsDir).catch(() => []) };
    }
    return cached.files;
  };
  const matching = async (pattern: RegExp) =>
    (await files()).filter((name) => pattern.test(name)).map((name) => `/assets/${name}`);
  return {
    textsFor: (language) => matching(new RegExp(`^(?:shell-i18n|catalogue)-${language}\\.[0-9a-f]+\\.js$`)),
    forMembers: () => matching(MEMBER_CHUNK),
    appFor: (mainLayout) => matching(mainLayout ? MAIN_LAYOUT_APP : FULL_PAGE_APP),
  };
}
