// Server messages in the caller's language (Accept-Language), from the spec's catalogue in
// shared-contracts; English when no offered language matches. Loaded once at boot.
import { catalogue } from "@parley/shared-contracts/messages";
import {
  FALLBACK_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
} from "@parley/shared-contracts/languages";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import type { Catalogue, MessageKey } from "@parley/shared-contracts/messages";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { loadCatalogue } from "@parley/shared-contracts/locales/index";

const catalogues = new Map<LanguageCode, Catalogue>([["en", catalogue]]);

export async function loadMessages(): Promise<void> {
  for (const code of LANGUAGE_CODES)
    if (!catalogues.has(code)) catalogues.set(code, await loadCatalogue(code));
}

/** Maps a BCP 47 tag to one of our 12 codes (zh-TW and zh-HK → zh-hk, pt-BR → pt, ...). */
function toLanguageCode(tag: string): LanguageCode | undefined {
  const lower = tag.trim().toLowerCase();
  if (isLanguageCode(lower)) return lower;
  if (lower.startsWith("zh")) return /-(tw|hk|mo|hant)/.test(lower) ? "zh-hk" : "zh-cn";
  const base = lower.split("-")[0];
  return isLanguageCode(base) ? base : undefined;
}

/** The best of our languages for an Accept-Language header, by q-value. */
export function pickLanguage(header: string | undefined): LanguageCode {
  if (!header) return FALLBACK_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const code = toLanguageCode(entry.tag);
    if (code) return code;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * The interface language a browser shows: its `parley_language` cookie (the language selector's
 * choice), else its Accept-Language.
 */
export function requestLanguage(
  cookies: Readonly<Record<string, string | undefined>>,
  acceptLanguage: string | undefined,
): LanguageCode {
  const chosen = cookies[LANGUAGE_STORAGE_KEY];
  return isLanguageCode(chosen) ? chosen : pickLanguage(acceptLanguage);
}

export function message(key: MessageKey, acceptLanguage?: string): string {
  const text = (catalogues.get(pickLanguage(acceptLanguage)) ?? catalogue)[key];
  return text.replaceAll("{{product}}", PRODUCT_NAME);
}

/** The whole catalogue of one language (English until the boot has loaded the rest). */
export function catalogueFor(language: LanguageCode): Catalogue {
  return catalogues.get(language) ?? catalogue;
}
