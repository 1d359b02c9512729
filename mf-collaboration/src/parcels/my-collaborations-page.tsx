import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { MyCollaborationsPage } from "../features/my-collaborations/components/my-collaborations-page.tsx";
import { collaborationMessages, crashTexts } from "../i18n/load-collaboration-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /my-collaborations. */
function MyCollaborationsRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <MyCollaborationsPage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_collaboration/MyCollaborationsPage`. */
export default createParcel({
  parcel: "mf_collaboration/MyCollaborationsPage",
  messages: collaborationMessages,
  Root: MyCollaborationsRoot,
  crashTexts,
});
