import i18next from "i18next";
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

const inFlight = new Map<string, Promise<void>>();

/**
 * The code i18next looks resources up under: by default it canonicalises `zh-cn` to `zh-CN`, so a
 * bundle stored under the raw code would never be found.
 */
function resourceCode(code: LanguageCode): string {
  const utils: { formatLanguageCode?: (code: string) => string } | undefined =
    i18next.services?.languageUtils;
  return utils?.formatLanguageCode?.(code) ?? code;
}

/**
 * Adds the `mf_account` bundle of `code` to the shared default i18next instance unless it is there.
 * Components re-render when it lands (they bind to the store's `added` event).
 */
export function ensureAccountMessages(code: LanguageCode): Promise<void> {
  const lng = resourceCode(code);
  if (i18next.hasResourceBundle(lng, ACCOUNT_NAMESPACE)) return Promise.resolve();
  let pending = inFlight.get(lng);
  if (!pending) {
    pending = loadAccountMessages(code)
      .then((messages) => {
        i18next.addResourceBundle(lng, ACCOUNT_NAMESPACE, messages, true, true);
      })
      .finally(() => inFlight.delete(lng));
    inFlight.set(lng, pending);
  }
  return pending;
}
