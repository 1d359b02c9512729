import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { ShellMessages } from "./locales/en.ts";

/** One chunk per language: a page downloads only the shell texts of the language it shows. */
const loaders: Record<LanguageCode, () => Promise<{ default: ShellMessages }>> = {
  en: () => import(/* webpackChunkName: "shell-i18n-en" */ "./locales/en.ts"),
  fr: () => import(/* webpackChunkName: "shell-i18n-fr" */ "./locales/fr.ts"),
  da: () => import(/* webpackChunkName: "shell-i18n-da" */ "./locales/da.ts"),
  ja: () => import(/* webpackChunkName: "shell-i18n-ja" */ "./locales/ja.ts"),
  ar: () => import(/* webpackChunkName: "shell-i18n-ar" */ "./locales/ar.ts"),
  ko: () => import(/* webpackChunkName: "shell-i18n-ko" */ "./locales/ko.ts"),
  de: () => import(/* webpackChunkName: "shell-i18n-de" */ "./locales/de.ts"),
  "zh-cn": () => import(/* webpackChunkName: "shell-i18n-zh-cn" */ "./locales/zh-cn.ts"),
  "zh-hk": () => import(/* webpackChunkName: "shell-i18n-zh-hk" */ "./locales/zh-hk.ts"),
  es: () => import(/* webpackChunkName: "shell-i18n-es" */ "./locales/es.ts"),
  pt: () => import(/* webpackChunkName: "shell-i18n-pt" */ "./locales/pt.ts"),
  vi: () => import(/* webpackChunkName: "shell-i18n-vi" */ "./locales/vi.ts"),
};

export async function loadShellMessages(language: LanguageCode): Promise<ShellMessages> {
  return (await loaders[language]()).default;
}
