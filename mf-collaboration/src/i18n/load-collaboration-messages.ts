import i18next from "i18next";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { CollaborationMessages } from "./locales/en.ts";

/** This remote's i18next namespace (its module federation container name). */
export const COLLABORATION_NAMESPACE = "mf_collaboration";

/** One dynamic import per language: the bundler makes a chunk of each, the page fetches only its own. */
const loaders: Record<LanguageCode, () => Promise<{ default: CollaborationMessages }>> = {
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

/** This remote's texts of one language (used by the loader and the locale test). */
export async function loadCollaborationMessages(code: LanguageCode): Promise<CollaborationMessages> {
  return (await loaders[code]()).default;
}

const inFlight = new Map<string, Promise<void>>();

/** i18next canonicalises `zh-cn` to `zh-CN`: a bundle under the raw code would never be found. */
function resourceCode(code: LanguageCode): string {
  const utils: { formatLanguageCode?: (code: string) => string } | undefined =
    i18next.services?.languageUtils;
  return utils?.formatLanguageCode?.(code) ?? code;
}

/** Adds the `mf_collaboration` bundle of `code` to the shared i18next instance unless it is there. */
export function ensureCollaborationMessages(code: LanguageCode): Promise<void> {
  const lng = resourceCode(code);
  if (i18next.hasResourceBundle(lng, COLLABORATION_NAMESPACE)) return Promise.resolve();
  let pending = inFlight.get(lng);
  if (!pending) {
    pending = loadCollaborationMessages(code)
      .then((messages) => {
        i18next.addResourceBundle(lng, COLLABORATION_NAMESPACE, messages, true, true);
      })
      .finally(() => inFlight.delete(lng));
    inFlight.set(lng, pending);
  }
  return pending;
}
