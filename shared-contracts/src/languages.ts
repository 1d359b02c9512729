/** The 12 interface languages of the spec, in the order the language selector lists them. */
export const LANGUAGES = [
  { code: "en", name: "English", dir: "ltr" },
  { code: "fr", name: "Français", dir: "ltr" },
  { code: "da", name: "Dansk", dir: "ltr" },
  { code: "ja", name: "日本語", dir: "ltr" },
  { code: "ar", name: "العربية", dir: "rtl" },
  { code: "ko", name: "한국어", dir: "ltr" },
  { code: "de", name: "Deutsch", dir: "ltr" },
  { code: "zh-cn", name: "简体中文", dir: "ltr" },
  { code: "zh-hk", name: "繁體中文", dir: "ltr" },
  { code: "es", name: "Español", dir: "ltr" },
  { code: "pt", name: "Português", dir: "ltr" },
  { code: "vi", name: "Tiếng Việt", dir: "ltr" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);
export const FALLBACK_LANGUAGE: LanguageCode = "en";
/** Storage key (local storage and cookie) of the chosen language. */
export const LANGUAGE_STORAGE_KEY = "parley_language";

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return value != null && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** A language as written in a query, cookie or storage (`zh_CN`, ` DE `), or null if not one of ours. */
export function normaliseLanguage(value: string | null | undefined): LanguageCode | null {
  const code = value?.trim().toLowerCase().replace("_", "-");
  return isLanguageCode(code) ? code : null;
}

/** Text direction of a language (Arabic is right-to-left). */
export function languageDirection(code: LanguageCode): "ltr" | "rtl" {
  return LANGUAGES.find((l) => l.code === code)?.dir ?? "ltr";
}
