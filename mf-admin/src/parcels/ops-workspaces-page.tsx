import i18next from "i18next";
import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { OpsWorkspacesPage } from "../features/ops-workspaces/components/ops-workspaces-page.tsx";
import { ADMIN_NAMESPACE, adminMessages } from "../i18n/load-admin-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /ops/workspaces of the admin host (ops token, no workspace session). */
function OpsWorkspacesRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <OpsWorkspacesPage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_admin/OpsWorkspacesPage`. */
export default createParcel({
  parcel: "mf_admin/OpsWorkspacesPage",
  messages: adminMessages,
  Root: OpsWorkspacesRoot,
  crashTexts: () => ({
    message: i18next.t("parcel.crashed", { ns: ADMIN_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ADMIN_NAMESPACE }),
  }),
});
