import i18next from "i18next";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { WalkthroughMessages } from "./locales/en.ts";

/** The walkthroughs' own namespace: their texts are downloaded only when one starts. */
export const WALKTHROUGHS_NS = "walkthroughs";

const loaders: Record<LanguageCode, () => Promise<{ default: WalkthroughMessages }>> = {
  en: () => import(/* webpackChunkName: "walkthroughs-en" */ "./locales/en.ts"),
  fr: () => import(/* webpackChunkName: "walkthroughs-fr" */ "./locales/fr.ts"),
  da: () => import(/* webpackChunkName: "walkthroughs-da" */ "./locales/da.ts"),
  ja: () => import(/* webpackChunkName: "walkthroughs-ja" */ "./locales/ja.ts"),
  ar: () => import(/* webpackChunkName: "walkthroughs-ar" */ "./locales/ar.ts"),
  ko: () => import(/* webpackChunkName: "walkthroughs-ko" */ "./locales/ko.ts"),
  de: () => import(/* webpackChunkName: "walkthroughs-de" */ "./locales/de.ts"),
  "zh-cn": () => import(/* webpackChunkName: "walkthroughs-zh-cn" */ "./locales/zh-cn.ts"),
  "zh-hk": () => import(/* webpackChunkName: "walkthroughs-zh-hk" */ "./locales/zh-hk.ts"),
  es: () => import(/* webpackChunkName: "walkthroughs-es" */ "./locales/es.ts"),
  pt: () => import(/* webpackChunkName: "walkthroughs-pt" */ "./locales/pt.ts"),
  vi: () => import(/* webpackChunkName: "walkthroughs-vi" */ "./locales/vi.ts"),
};

export async function loadWalkthroughMessages(language: LanguageCode): Promise<WalkthroughMessages> {
  return (await (loaders[language] ?? loaders.en)()).default;
}

/** Adds the walkthrough texts of `language` to i18next unless they are there already. */
export async function ensureWalkthroughMessages(language: LanguageCode): Promise<void> {
  if (i18next.hasResourceBundle(language, WALKTHROUGHS_NS)) return;
  i18next.addResourceBundle(language, WALKTHROUGHS_NS, await loadWalkthroughMessages(language), true, true);
}
