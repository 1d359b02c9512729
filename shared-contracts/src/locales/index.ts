import type { LanguageCode } from "../languages.ts";
import type { Catalogue } from "../messages.ts";

/**
 * One dynamic import per language, so a bundler splits each catalogue into its own chunk and a page
 * downloads only the language it shows.
 */
const loaders: Record<LanguageCode, () => Promise<{ default: Catalogue }>> = {
  en: () => import("./en.ts"),
  fr: () => import("./fr.ts"),
  da: () => import("./da.ts"),
  ja: () => import("./ja.ts"),
  ar: () => import("./ar.ts"),
  ko: () => import("./ko.ts"),
  de: () => import("./de.ts"),
  "zh-cn": () => import("./zh-cn.ts"),
  "zh-hk": () => import("./zh-hk.ts"),
  es: () => import("./es.ts"),
  pt: () => import("./pt.ts"),
  vi: () => import("./vi.ts"),
};

/** Loads the message catalogue (i18next namespace `common`) of one interface language. */
export async function loadCatalogue(code: LanguageCode): Promise<Catalogue> {
  return (await loaders[code]()).default;
}
