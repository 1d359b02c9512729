import i18next from "i18next";
import { SettingsPage } from "../features/settings/components/settings-page.tsx";
import { ACCOUNT_NAMESPACE } from "../i18n/load-account-messages.ts";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /settings; its crash panel names the settings. */
export default defineParcel("mf_account/SettingsPage", SettingsPage, {
  crashTexts: () => ({
    message: i18next.t("settings.crashed", { ns: ACCOUNT_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ACCOUNT_NAMESPACE }),
  }),
});
