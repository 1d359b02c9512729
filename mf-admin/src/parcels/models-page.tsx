import i18next from "i18next";
import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { ModelsPage } from "../features/models/components/models-page.tsx";
import { ADMIN_NAMESPACE, adminMessages } from "../i18n/load-admin-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /models of the admin host. */
function ModelsRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <ModelsPage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_admin/ModelsPage`. */
export default createParcel({
  parcel: "mf_admin/ModelsPage",
  messages: adminMessages,
  Root: ModelsRoot,
  crashTexts: () => ({
    message: i18next.t("parcel.crashed", { ns: ADMIN_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ADMIN_NAMESPACE }),
  }),
});
