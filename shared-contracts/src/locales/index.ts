import type { LanguageCode } from "../languages.ts";
import type { Catalogue } from "../messages.ts";

/**
 * One dynamic import per language, so a bundler splits each catalogue into its own chunk and a page
 * downloads only the language it shows. The chunk names (`catalogue-<code>`) let the server preload
 * the one of the document's language (server/src/modules/shell-document/shell-texts.ts).
 */
const loaders: Record<LanguageCode, () => Promise<{ default: Catalogue }>> = {
  en: () => import(/* webpackChunkName: "catalogue-en" */ "./en.ts"),
  fr: () => import(/* webpackChunkName: "catalogue-fr" */ "./fr.ts"),
  da: () => import(/* webpackChunkName: "catalogue-da" */ "./da.ts"),
  ja: () => import(/* webpackChunkName: "catalogue-ja" */ "./ja.ts"),
  ar: () => import(/* webpackChunkName: "catalogue-ar" */ "./ar.ts"),
  ko: () => import(/* webpackChunkName: "catalogue-ko" */ "./ko.ts"),
  de: () => import(/* webpackChunkName: "catalogue-de" */ "./de.ts"),
  "zh-cn": () => import(/* webpackChunkName: "catalogue-zh-cn" */ "./zh-cn.ts"),
  "zh-hk": () => import(/* webpackChunkName: "catalogue-zh-hk" */ "./zh-hk.ts"),
  es: () => import(/* webpackChunkName: "catalogue-es" */ "./es.ts"),
  pt: () => import(/* webpackChunkName: "catalogue-pt" */ "./pt.ts"),
  vi: () => import(/* webpackChunkName: "catalogue-vi" */ "./vi.ts"),
};

/** Loads the message catalogue (i18next namespace `common`) of one interface language. */
export async function loadCatalogue(code: LanguageCode): Promise<Catalogue> {
  return (await loaders[code]()).default;
}
