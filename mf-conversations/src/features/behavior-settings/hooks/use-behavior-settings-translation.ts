import { useNamespaceTranslation } from "@parley/ui-kit/i18n/use-namespace-translation.ts";
import { CONVERSATIONS_NAMESPACE } from "../../../i18n/load-conversation-messages.ts";
import { BEHAVIORSETTINGS_KEY_PREFIX } from "../i18n/behavior-settings-resources.ts";

/** `t` for this feature's texts (`mf_conversations:behaviorSettings.*`); re-renders when the bundle lands. */
export function useBehaviorSettingsTranslation() {
  return useNamespaceTranslation(CONVERSATIONS_NAMESPACE, { keyPrefix: BEHAVIORSETTINGS_KEY_PREFIX });
}
