import i18next from "i18next";
import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { UsagePage } from "../features/usage/components/usage-page.tsx";
import { ADMIN_NAMESPACE, adminMessages } from "../i18n/load-admin-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /usage of the admin host. */
function UsageRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <UsagePage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_admin/UsagePage`. */
export default createParcel({
  parcel: "mf_admin/UsagePage",
  messages: adminMessages,
  Root: UsageRoot,
  crashTexts: () => ({
    message: i18next.t("parcel.crashed", { ns: ADMIN_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ADMIN_NAMESPACE }),
  }),
});
