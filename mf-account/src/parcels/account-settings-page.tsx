import i18next from "i18next";
import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { AccountSettingsPage } from "../features/account-settings/components/account-settings-page.tsx";
import { ACCOUNT_NAMESPACE, accountMessages } from "../i18n/load-account-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /account-settings. */
function AccountSettingsRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <AccountSettingsPage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_account/AccountSettingsPage`. */
export default createParcel({
  parcel: "mf_account/AccountSettingsPage",
  messages: accountMessages,
  Root: AccountSettingsRoot,
  crashTexts: () => ({
    message: i18next.t("parcel.crashed", { ns: ACCOUNT_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ACCOUNT_NAMESPACE }),
  }),
});
