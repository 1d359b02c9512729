import { AccountSettingsPage } from "../features/account-settings/components/account-settings-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /account-settings. */
export default defineParcel("mf_account/AccountSettingsPage", AccountSettingsPage);
