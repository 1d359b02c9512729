import type { LanguageCode } from "@parley/shared-contracts/languages";
import type en from "./en.json";

/** Key prefix of this feature's texts inside the remote's namespace (`mf_conversations`). */
export const MODELSETTINGS_KEY_PREFIX = "modelSettings";

export type ModelSettingsMessages = typeof en;

/** One chunk per language (the bundler makes one of each file); the page fetches only its own. */
const loadLanguage = (lang: LanguageCode) =>
  import(`./${lang}.json`) as Promise<{ default: ModelSettingsMessages }>;

/** This feature's texts of one language, under its key prefix (flattened by the bundle loader). */
export async function modelSettingsResources(
  lang: LanguageCode,
): Promise<{ modelSettings: ModelSettingsMessages }> {
  return { modelSettings: (await loadLanguage(lang)).default };
}
