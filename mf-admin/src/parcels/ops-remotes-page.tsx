import i18next from "i18next";
import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { OpsRemotesPage } from "../features/ops-remotes/components/ops-remotes-page.tsx";
import { ADMIN_NAMESPACE, adminMessages } from "../i18n/load-admin-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /ops/remotes of the admin host (ops token, no workspace session). */
function OpsRemotesRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <OpsRemotesPage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_admin/OpsRemotesPage`. */
export default createParcel({
  parcel: "mf_admin/OpsRemotesPage",
  messages: adminMessages,
  Root: OpsRemotesRoot,
  crashTexts: () => ({
    message: i18next.t("parcel.crashed", { ns: ADMIN_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ADMIN_NAMESPACE }),
  }),
});
