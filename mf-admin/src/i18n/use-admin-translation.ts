import { useNamespaceTranslation } from "@parley/ui-kit/i18n/use-namespace-translation.ts";
import { ADMIN_NAMESPACE } from "./load-admin-messages.ts";

/** `t` for this remote: its own namespace first, the shared catalogue (`common`) by `ns: "common"`. */
export function useAdminTranslation() {
  return useNamespaceTranslation([ADMIN_NAMESPACE, "common"]);
}
