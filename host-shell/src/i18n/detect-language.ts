import {
  FALLBACK_LANGUAGE,
  normaliseLanguage as normalise,
  type LanguageCode,
} from "@parley/shared-contracts/languages";

export interface LanguageSources {
  /** `location.search` */
  search: string;
  /** The stored choice (local storage). */
  stored: string | null;
  /** The language cookie's value, asked only when the query and the storage say nothing. */
  cookie: () => string | null;
}

/**
 * The interface language, in this order (docs/product/shell.md § Languages): query parameter `locale`, local
 * storage, cookie, then English. `fromQuery` says the query chose it, so the caller can remember the choice.
 */
export function detectLanguage(sources: LanguageSources): { language: LanguageCode; fromQuery: boolean } {
  const query = normalise(new URLSearchParams(sources.search).get("locale"));
  if (query) return { language: query, fromQuery: true };
  const language = normalise(sources.stored) ?? normalise(sources.cookie()) ?? FALLBACK_LANGUAGE;
  return { language, fromQuery: false };
}
