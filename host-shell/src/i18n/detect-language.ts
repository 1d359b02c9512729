import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  normaliseLanguage as normalise,
  type LanguageCode,
} from "@parley/shared-contracts/languages";
import { readCookie } from "../lib/browser/cookies.ts";

export interface LanguageSources {
  /** `location.search` */
  search: string;
  /** The stored choice (local storage). */
  stored: string | null;
  /** `document.cookie` */
  cookies: string;
}

/**
 * The interface language, in this order (docs/product/shell.md § Languages): query parameter `locale`, local
 * storage, cookie, then English. `fromQuery` says the query chose it, so the caller can remember the choice.
 */
export function detectLanguage(sources: LanguageSources): { language: LanguageCode; fromQuery: boolean } {
  const query = normalise(new URLSearchParams(sources.search).get("locale"));
  if (query) return { language: query, fromQuery: true };
  const language =
    normalise(sources.stored) ??
    normalise(readCookie(LANGUAGE_STORAGE_KEY, sources.cookies)) ??
    FALLBACK_LANGUAGE;
  return { language, fromQuery: false };
}
