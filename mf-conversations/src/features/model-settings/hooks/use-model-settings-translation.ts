import { useTranslation } from "react-i18next";
import { CONVERSATIONS_NAMESPACE } from "../../../i18n/load-conversation-messages.ts";
import { MODELSETTINGS_KEY_PREFIX } from "../i18n/model-settings-resources.ts";

/** `t` for this feature's texts (`mf_conversations:modelSettings.*`); re-renders when the bundle lands. */
export function useModelSettingsTranslation() {
  return useTranslation(CONVERSATIONS_NAMESPACE, {
    keyPrefix: MODELSETTINGS_KEY_PREFIX,
    bindI18nStore: "added",
    useSuspense: false,
  });
}
