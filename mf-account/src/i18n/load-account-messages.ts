import { createRemoteMessages } from "@parley/ui-kit/i18n/remote-messages.ts";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { AccountMessages } from "./locales/en.ts";

/** This remote's i18next namespace (its module federation container name). */
export const ACCOUNT_NAMESPACE = "mf_account";

/** One dynamic import per language: the bundler makes a chunk of each, the page fetches only its own. */
const loaders: Record<LanguageCode, () => Promise<{ default: AccountMessages }>> = {
  en: () => import("./locales/en.ts"),
  fr: () => import("./locales/fr.ts"),
  da: () => import("./locales/da.ts"),
  ja: () => import("./locales/ja.ts"),
  ar: () => import("./locales/ar.ts"),
  ko: () => import("./locales/ko.ts"),
  de: () => import("./locales/de.ts"),
  "zh-cn": () => import("./locales/zh-cn.ts"),
  "zh-hk": () => import("./locales/zh-hk.ts"),
  es: () => import("./locales/es.ts"),
  pt: () => import("./locales/pt.ts"),
  vi: () => import("./locales/vi.ts"),
};

/** Loads the texts of one language (used by the bundle loader and by the locale test). */
export async function loadAccountMessages(code: LanguageCode): Promise<AccountMessages> {
  return (await loaders[code]()).default;
}

/** This remote's texts in the shared i18next instance (loaded per language, kept in step). */
export const accountMessages = createRemoteMessages(ACCOUNT_NAMESPACE, loadAccountMessages);

/** Adds the `mf_account` bundle of `code` unless it is there. */
export const ensureAccountMessages = accountMessages.ensure;
