import { useNamespaceTranslation } from "@parley/ui-kit/i18n/use-namespace-translation.ts";
import { AUTH_NAMESPACE } from "./load-auth-messages.ts";

/**
 * `t` for this remote: its own namespace first, the shared catalogue (`common`) by `ns: "common"`.
 * Re-renders when a bundle is added, since ours may arrive after a language switch.
 */
export function useAuthTranslation() {
  return useNamespaceTranslation([AUTH_NAMESPACE, "common"]);
}
