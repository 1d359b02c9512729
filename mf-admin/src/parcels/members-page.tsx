import i18next from "i18next";
import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { MembersPage } from "../features/members/components/members-page.tsx";
import { ADMIN_NAMESPACE, adminMessages } from "../i18n/load-admin-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /members of the admin host. */
function MembersRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <MembersPage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_admin/MembersPage`. */
export default createParcel({
  parcel: "mf_admin/MembersPage",
  messages: adminMessages,
  Root: MembersRoot,
  crashTexts: () => ({
    message: i18next.t("parcel.crashed", { ns: ADMIN_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ADMIN_NAMESPACE }),
  }),
});
