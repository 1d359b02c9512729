import { createParcel, type ParcelRootProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { ContinueDialog } from "../features/continue-snapshot/index.ts";
import { ViewModeDialog } from "../features/view-mode/index.ts";
import { crashTexts, shareMessages } from "../i18n/load-share-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

type Props = ParcelRootProps<"mf_share/ShareDialog">;

/** The share host's dialogs over the server-rendered snapshot page. */
function ShareDialogRoot(props: Props) {
  return (
    <RemoteRoot shell={props}>
      {props.dialog === "view" ? (
        <ViewModeDialog view={props.view} onChange={props.onViewChange} onClose={props.onClose} />
      ) : (
        <ContinueDialog
          snapshotUuid={props.snapshotUuid}
          workspaceOriginTemplate={props.workspaceOriginTemplate}
          adminOrigin={props.adminOrigin}
          onClose={props.onClose}
        />
      )}
    </RemoteRoot>
  );
}

/** Exposed as `mf_share/ShareDialog`. */
export default createParcel({
  parcel: "mf_share/ShareDialog",
  messages: shareMessages,
  Root: ShareDialogRoot,
  crashTexts,
});
