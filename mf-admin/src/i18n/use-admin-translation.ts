import { useTranslation } from "react-i18next";
import { ADMIN_NAMESPACE } from "./load-admin-messages.ts";

/** `t` for this remote: its own namespace first, the shared catalogue (`common`) by `ns: "common"`. */
export function useAdminTranslation() {
  return useTranslation([ADMIN_NAMESPACE, "common"], { bindI18nStore: "added", useSuspense: false });
}
