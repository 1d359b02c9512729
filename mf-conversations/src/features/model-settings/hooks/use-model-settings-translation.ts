import { useNamespaceTranslation } from "@parley/ui-kit/i18n/use-namespace-translation.ts";
import { CONVERSATIONS_NAMESPACE } from "../../../i18n/load-conversation-messages.ts";
import { MODELSETTINGS_KEY_PREFIX } from "../i18n/model-settings-resources.ts";

/** `t` for this feature's texts (`mf_conversations:modelSettings.*`); re-renders when the bundle lands. */
export function useModelSettingsTranslation() {
  return useNamespaceTranslation(CONVERSATIONS_NAMESPACE, { keyPrefix: MODELSETTINGS_KEY_PREFIX });
}
