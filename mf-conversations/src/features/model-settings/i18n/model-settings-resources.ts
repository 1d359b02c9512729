import type { LanguageCode } from "@parley/shared-contracts/languages";
import type en from "./en.json";

/** Key prefix of this feature's texts inside the remote's namespace (`mf_conversations`). */
export const MODELSETTINGS_KEY_PREFIX = "modelSettings";

export type ModelSettingsMessages = typeof en;

/** One dynamic import per language: the bundler makes a chunk of each, the page fetches only its own. */
const loaders: Record<LanguageCode, () => Promise<{ default: ModelSettingsMessages }>> = {
  en: () => import("./en.json"),
  fr: () => import("./fr.json"),
  da: () => import("./da.json"),
  ja: () => import("./ja.json"),
  ar: () => import("./ar.json"),
  ko: () => import("./ko.json"),
  de: () => import("./de.json"),
  "zh-cn": () => import("./zh-cn.json"),
  "zh-hk": () => import("./zh-hk.json"),
  es: () => import("./es.json"),
  pt: () => import("./pt.json"),
  vi: () => import("./vi.json"),
};

/** This feature's texts of one language, under its key prefix (flattened by the bundle loader). */
export async function modelSettingsResources(
  lang: LanguageCode,
): Promise<{ modelSettings: ModelSettingsMessages }> {
  return { modelSettings: (await loaders[lang]()).default };
}
