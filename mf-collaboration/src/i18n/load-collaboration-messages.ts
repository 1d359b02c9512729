import i18next from "i18next";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { createRemoteMessages } from "@parley/ui-kit/i18n/remote-messages.ts";
import type { CrashTexts } from "@parley/ui-kit/parcel/parcel-crash.tsx";
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

/** This remote's texts in the shared i18next instance (loaded per language, kept in step). */
export const collaborationMessages = createRemoteMessages(COLLABORATION_NAMESPACE, loadCollaborationMessages);

/** Adds the `mf_collaboration` bundle of `code` unless it is there. */
export const ensureCollaborationMessages = collaborationMessages.ensure;

/** The crash panel's texts in the active language (outside React: the tree has thrown). */
export function crashTexts(): CrashTexts {
  return {
    message: i18next.t("parcel.crashed", { ns: COLLABORATION_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: COLLABORATION_NAMESPACE }),
  };
}
