import i18next from "i18next";
import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { WorkspacePage } from "../features/workspace/components/workspace-page.tsx";
import { ADMIN_NAMESPACE, adminMessages } from "../i18n/load-admin-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /workspace of the admin host. */
function WorkspaceRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <WorkspacePage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_admin/WorkspacePage`. */
export default createParcel({
  parcel: "mf_admin/WorkspacePage",
  messages: adminMessages,
  Root: WorkspaceRoot,
  crashTexts: () => ({
    message: i18next.t("parcel.crashed", { ns: ADMIN_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ADMIN_NAMESPACE }),
  }),
});
