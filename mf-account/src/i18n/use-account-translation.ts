import { useTranslation } from "react-i18next";
import { ACCOUNT_NAMESPACE } from "./load-account-messages.ts";

/**
 * `t` for this remote: its own namespace first, the shared catalogue (`common`) by `ns: "common"`.
 * Re-renders when a bundle is added, since ours may arrive after a language switch.
 */
export function useAccountTranslation() {
  return useTranslation([ACCOUNT_NAMESPACE, "common"], { bindI18nStore: "added", useSuspense: false });
}
