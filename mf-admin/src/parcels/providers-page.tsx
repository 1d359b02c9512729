import i18next from "i18next";
import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { ProvidersPage } from "../features/providers/components/providers-page.tsx";
import { ADMIN_NAMESPACE, adminMessages } from "../i18n/load-admin-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /providers of the admin host. */
function ProvidersRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <ProvidersPage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_admin/ProvidersPage`. */
export default createParcel({
  parcel: "mf_admin/ProvidersPage",
  messages: adminMessages,
  Root: ProvidersRoot,
  crashTexts: () => ({
    message: i18next.t("parcel.crashed", { ns: ADMIN_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ADMIN_NAMESPACE }),
  }),
});
