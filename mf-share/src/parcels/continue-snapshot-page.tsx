import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { ContinueSnapshotPage } from "../features/continue-snapshot/index.ts";
import { crashTexts, shareMessages } from "../i18n/load-share-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /continue-snapshot/{uuid} on a workspace host. */
function ContinueSnapshotRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <ContinueSnapshotPage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_share/ContinueSnapshotPage`. */
export default createParcel({
  parcel: "mf_share/ContinueSnapshotPage",
  messages: shareMessages,
  Root: ContinueSnapshotRoot,
  crashTexts,
});
