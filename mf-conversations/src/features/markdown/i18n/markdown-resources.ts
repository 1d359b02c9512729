import type { LanguageCode } from "@parley/shared-contracts";
import type en from "./en.json";

/** The i18next namespace the markdown texts live in (the remote's container name). */
export const MARKDOWN_NAMESPACE = "mf_conversations";
/** Key prefix of the markdown texts inside that namespace. */
export const MARKDOWN_KEY_PREFIX = "markdown";

export type MarkdownMessages = typeof en;

/** One dynamic import per language: the bundler makes a chunk of each, the page fetches only its own. */
const loaders: Record<LanguageCode, () => Promise<{ default: MarkdownMessages }>> = {
  en: () => import("./en.json"),
  fr: () => import("./fr.json"),
  da: () => import("./da.json"),
  ja: () => import("./ja.json"),
  ar: () => import("./ar.json"),
  ko: () => import("./ko.json"),
  de: () => import("./de.json"),
  "zh-cn": () => import("./zh-cn.json"),
  "zh-hk": () => import("./zh-hk.json"),
  es: () => import("./es.json"),
  pt: () => import("./pt.json"),
  vi: () => import("./vi.json"),
};

/**
 * The markdown texts of one language, shaped for
 * `i18next.addResourceBundle(lang, MARKDOWN_NAMESPACE, await markdownResources(lang), true, true)`.
 */
export async function markdownResources(lang: LanguageCode): Promise<{ markdown: MarkdownMessages }> {
  return { markdown: (await loaders[lang]()).default };
}
