import i18next from "i18next";
import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { SettingsPage } from "../features/settings/components/settings-page.tsx";
import { ACCOUNT_NAMESPACE, accountMessages } from "../i18n/load-account-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /settings. */
function SettingsRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <SettingsPage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_account/SettingsPage`. */
export default createParcel({
  parcel: "mf_account/SettingsPage",
  messages: accountMessages,
  Root: SettingsRoot,
  crashTexts: () => ({
    message: i18next.t("settings.crashed", { ns: ACCOUNT_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ACCOUNT_NAMESPACE }),
  }),
});
