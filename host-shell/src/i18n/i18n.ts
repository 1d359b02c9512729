import i18next from "i18next";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import {
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  isLanguageCode,
  type LanguageCode,
} from "@parley/shared-contracts/languages";
import { loadCatalogue } from "@parley/shared-contracts/locales/index";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import { writeCookie } from "../lib/browser/cookies.ts";
import { writeStorage } from "../lib/browser/storage.ts";
import { applyDocumentLanguage } from "./document-language.ts";
import { loadShellMessages } from "./shell-locales.ts";

/** The spec's catalogue (shared-contracts/messages.ts and its translations). */
export const COMMON_NS = "common";
/** The shell's own texts (./locales). */
export const SHELL_NS = "shell";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Adds the active language's `common` and `shell` bundles unless they are there already. */
async function loadBundles(language: LanguageCode): Promise<void> {
  if (i18next.hasResourceBundle(language, COMMON_NS) && i18next.hasResourceBundle(language, SHELL_NS)) return;
  const [common, shell] = await Promise.all([loadCatalogue(language), loadShellMessages(language)]);
  i18next.addResourceBundle(language, COMMON_NS, common, true, true);
  i18next.addResourceBundle(language, SHELL_NS, shell, true, true);
}

const applyToDocument = (language: LanguageCode): void => applyDocumentLanguage(language);

/** Remembers the choice where detection looks for it (local storage first, then the cookie). */
export function rememberLanguage(language: LanguageCode): void {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  writeCookie(LANGUAGE_STORAGE_KEY, language, ONE_YEAR_SECONDS);
}

/**
 * Initialises the default i18next instance, which every remote shares (it is a federation
 * singleton). Only the active language is loaded. Keys are flat (`keySeparator: false`) in every
 * namespace, and `{{product}}` is always the product name.
 */
export async function initI18n(language: LanguageCode): Promise<void> {
  applyToDocument(language);
  await i18next.init({
    lng: language,
    resources: {},
    partialBundledLanguages: true,
    ns: [COMMON_NS, SHELL_NS],
    defaultNS: COMMON_NS,
    fallbackLng: false,
    supportedLngs: LANGUAGE_CODES,
    lowerCaseLng: true,
    load: "currentOnly",
    keySeparator: false,
    interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
    // For remotes built before session 16, which translate with react-i18next (bound-react-i18next.ts):
    // bundles a remote adds after a language switch re-render its components.
    react: { useSuspense: false, bindI18n: "languageChanged", bindI18nStore: "added" },
  });
  await loadBundles(language);
}

/** Switches the interface language: loads it, applies it, remembers it and tells the remotes. */
export async function changeLanguage(language: LanguageCode, bus: ParleyEventBus): Promise<void> {
  await loadBundles(language);
  await i18next.changeLanguage(language);
  applyToDocument(language);
  rememberLanguage(language);
  bus.emit("language.changed", { language });
}

/**
 * Lets any part of the app switch the language the way the top navigation's menu does (the
 * settings page asks through the bus). Unknown codes are ignored. Returns the unsubscribe.
 */
export function handleLanguageRequests(bus: ParleyEventBus): () => void {
  return bus.on("language.change-requested", ({ language }) => {
    if (isLanguageCode(language)) void changeLanguage(language, bus);
  });
}

export function currentLanguage(): LanguageCode {
  return i18next.language as LanguageCode;
}
