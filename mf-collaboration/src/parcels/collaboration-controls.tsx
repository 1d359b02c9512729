import { createParcel, type ParcelRootProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { CollaborationControls } from "../features/controls/components/collaboration-controls.tsx";
import { collaborationMessages, crashTexts } from "../i18n/load-collaboration-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** The host's props plus the conversation the chat screen shows (mounted with `mountParcel`). */
export type CollaborationControlsProps = ParcelRootProps<"mf_collaboration/CollaborationControls">;

function CollaborationControlsRoot(props: CollaborationControlsProps) {
  return (
    <RemoteRoot shell={props}>
      <CollaborationControls conversationId={props.conversationId ?? 0} />
    </RemoteRoot>
  );
}

/** Exposed as `mf_collaboration/CollaborationControls` (the chat screen's sub-header). */
export default createParcel({
  parcel: "mf_collaboration/CollaborationControls",
  messages: collaborationMessages,
  Root: CollaborationControlsRoot,
  crashTexts,
});
