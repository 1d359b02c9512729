import type { ParcelRootProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { CollaborationControls } from "../features/controls/components/collaboration-controls.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** The chat screen's sub-header: the host's props plus the conversation it shows (`mountParcel`). */
function CollaborationControlsParcel(props: ParcelRootProps<"mf_collaboration/CollaborationControls">) {
  return <CollaborationControls conversationId={props.conversationId ?? 0} />;
}

export default defineParcel("mf_collaboration/CollaborationControls", CollaborationControlsParcel);
