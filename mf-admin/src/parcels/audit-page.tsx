import i18next from "i18next";
import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { AuditPage } from "../features/audit/components/audit-page.tsx";
import { ADMIN_NAMESPACE, adminMessages } from "../i18n/load-admin-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /audit of the admin host. */
function AuditRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <AuditPage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_admin/AuditPage`. */
export default createParcel({
  parcel: "mf_admin/AuditPage",
  messages: adminMessages,
  Root: AuditRoot,
  crashTexts: () => ({
    message: i18next.t("parcel.crashed", { ns: ADMIN_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ADMIN_NAMESPACE }),
  }),
});
