import i18next from "i18next";
import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { OpsVersionsPage } from "../features/ops-versions/components/ops-versions-page.tsx";
import { ADMIN_NAMESPACE, adminMessages } from "../i18n/load-admin-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /ops/versions of the admin host (ops token, no workspace session). */
function OpsVersionsRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <OpsVersionsPage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_admin/OpsVersionsPage`. */
export default createParcel({
  parcel: "mf_admin/OpsVersionsPage",
  messages: adminMessages,
  Root: OpsVersionsRoot,
  crashTexts: () => ({
    message: i18next.t("parcel.crashed", { ns: ADMIN_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ADMIN_NAMESPACE }),
  }),
});
