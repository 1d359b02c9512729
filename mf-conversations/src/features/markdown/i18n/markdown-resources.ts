import type { LanguageCode } from "@parley/shared-contracts";
import type en from "./en.json";

/** The i18next namespace the markdown texts live in (the remote's container name). */
export const MARKDOWN_NAMESPACE = "mf_conversations";
/** Key prefix of the markdown texts inside that namespace. */
export const MARKDOWN_KEY_PREFIX = "markdown";

export type MarkdownMessages = typeof en;

/** One chunk per language (the bundler makes one of each file); the page fetches only its own. */
const loadLanguage = (lang: LanguageCode) =>
  import(`./${lang}.json`) as Promise<{ default: MarkdownMessages }>;

/**
 * The markdown texts of one language, shaped for
 * `i18next.addResourceBundle(lang, MARKDOWN_NAMESPACE, await markdownResources(lang), true, true)`.
 */
export async function markdownResources(lang: LanguageCode): Promise<{ markdown: MarkdownMessages }> {
  return { markdown: (await loadLanguage(lang)).default };
}
