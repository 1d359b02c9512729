// The interface language the shell will pick for this document, as far as the server can tell: the
// query's `locale`, then the `parley_language` cookie the shell writes beside its local storage
// (host-shell/src/i18n/detect-language.ts has the same order), then English. A wrong guess (storage
// without the cookie) costs one unused preload, never a wrong text.
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  normaliseLanguage,
  type LanguageCode,
} from "@parley/shared-contracts/languages";

export function documentLanguage(search: string, cookies: Record<string, string | undefined>): LanguageCode {
  return (
    normaliseLanguage(new URLSearchParams(search).get("locale")) ??
    normaliseLanguage(cookies[LANGUAGE_STORAGE_KEY]) ??
    FALLBACK_LANGUAGE
  );
}
