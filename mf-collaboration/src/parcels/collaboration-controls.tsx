import * as React from "react";
import * as ReactDOMClient from "react-dom/client";
import type { AppProps } from "single-spa";
import singleSpaReact from "single-spa-react";
import { SHELL_CONTRACT_VERSION, type ParcelModule, type ShellProps } from "@parley/shared-contracts/shell";
import { CollaborationControls } from "../features/controls/components/collaboration-controls.tsx";
import { ensureCollaborationMessages } from "../i18n/load-collaboration-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";
import { ParcelCrash } from "../lib/ui/parcel-crash.tsx";

/** The host's props plus the conversation the chat screen shows (mounted with `mountParcel`). */
export type CollaborationControlsProps = ShellProps & AppProps & { conversationId?: number };

function CollaborationControlsRoot(props: CollaborationControlsProps) {
  return (
    <RemoteRoot shell={props}>
      <CollaborationControls conversationId={props.conversationId ?? 0} />
    </RemoteRoot>
  );
}

const lifecycles = singleSpaReact<CollaborationControlsProps>({
  React,
  ReactDOMClient,
  rootComponent: CollaborationControlsRoot,
  errorBoundary: (error, _info, props) => (
    <ParcelCrash error={error} shell={props} module="./CollaborationControls" />
  ),
});

/**
 * Exposed as `mf_collaboration/CollaborationControls`: the participants avatar group and the
 * collaboration button and dialog of the chat sub-header (mf_conversations mounts it).
 */
const collaborationControlsParcel: ParcelModule<CollaborationControlsProps> = {
  requiredContractVersion: SHELL_CONTRACT_VERSION,
  bootstrap: (props) => lifecycles.bootstrap(props),
  mount: async (props) => {
    await ensureCollaborationMessages(props.language).catch(() => undefined);
    await lifecycles.mount(props);
  },
  unmount: (props) => lifecycles.unmount(props),
  update: (props) => lifecycles.update?.(props) ?? Promise.resolve(),
};

export default collaborationControlsParcel;
