import i18next from "i18next";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { behaviorSettingsResources } from "../features/behavior-settings/i18n/behavior-settings-resources.ts";
import { markdownResources } from "../features/markdown/i18n/markdown-resources.ts";
import { modelSettingsResources } from "../features/model-settings/i18n/model-settings-resources.ts";
import type { ConversationMessages } from "./locales/en.ts";

/** This remote's i18next namespace (its module federation container name). */
export const CONVERSATIONS_NAMESPACE = "mf_conversations";

/** One dynamic import per language: the bundler makes a chunk of each, the page fetches only its own. */
const loaders: Record<LanguageCode, () => Promise<{ default: ConversationMessages }>> = {
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

/** Loads this remote's own texts of one language (used by the bundle loader and the locale test). */
export async function loadConversationMessages(code: LanguageCode): Promise<ConversationMessages> {
  return (await loaders[code]()).default;
}

/**
 * Nested texts as the flat keys the shared instance looks up (the host sets `keySeparator: false`,
 * so `markdown.copy` is one key): `{markdown: {copy}}` → `{"markdown.copy"}`.
 */
export function flattenMessages(messages: object, prefix = ""): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    if (typeof value === "string") flat[path] = value;
    else if (typeof value === "object" && value !== null) Object.assign(flat, flattenMessages(value, path));
  }
  return flat;
}

/**
 * Everything the namespace holds for one language: our texts and the markdown feature's (it names
 * the same namespace, MARKDOWN_NAMESPACE; a test checks), so one registration carries both.
 */
export async function loadNamespaceBundle(code: LanguageCode): Promise<Record<string, string>> {
  const [own, markdown, modelSettings, behaviorSettings] = await Promise.all([
    loadConversationMessages(code),
    markdownResources(code),
    modelSettingsResources(code),
    behaviorSettingsResources(code),
  ]);
  return {
    ...flattenMessages(markdown),
    ...flattenMessages(modelSettings),
    ...flattenMessages(behaviorSettings),
    ...own,
  };
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
 * Adds the `mf_conversations` bundle of `code` to the shared default i18next instance unless it is
 * there. Components re-render when it lands (they bind to the store's `added` event).
 */
export function ensureConversationMessages(code: LanguageCode): Promise<void> {
  const lng = resourceCode(code);
  if (i18next.hasResourceBundle(lng, CONVERSATIONS_NAMESPACE)) return Promise.resolve();
  let pending = inFlight.get(lng);
  if (!pending) {
    pending = loadNamespaceBundle(code)
      .then((messages) => {
        i18next.addResourceBundle(lng, CONVERSATIONS_NAMESPACE, messages, true, true);
      })
      .finally(() => inFlight.delete(lng));
    inFlight.set(lng, pending);
  }
  return pending;
}
