import type { ParcelRootProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { ContinueDialog } from "../features/continue-snapshot/index.ts";
import { ViewModeDialog } from "../features/view-mode/index.ts";
import { defineParcel } from "../lib/define-parcel.ts";

/** The share host's dialogs over the server-rendered snapshot page. */
function ShareDialog(props: ParcelRootProps<"mf_share/ShareDialog">) {
  return props.dialog === "view" ? (
    <ViewModeDialog view={props.view} onChange={props.onViewChange} onClose={props.onClose} />
  ) : (
    <ContinueDialog
      snapshotUuid={props.snapshotUuid}
      workspaceOriginTemplate={props.workspaceOriginTemplate}
      adminOrigin={props.adminOrigin}
      onClose={props.onClose}
    />
  );
}

export default defineParcel("mf_share/ShareDialog", ShareDialog);
