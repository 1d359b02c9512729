import * as React from "react";
import * as ReactDOMClient from "react-dom/client";
import type { AppProps } from "single-spa";
import singleSpaReact from "single-spa-react";
import { SHELL_CONTRACT_VERSION, type ParcelModule, type ShellProps } from "@parley/shared-contracts/shell";
import { ConversationSidebar } from "../features/conversation-list/components/conversation-sidebar.tsx";
import { ensureConversationMessages } from "../i18n/load-conversation-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";
import { ParcelCrash } from "../lib/ui/parcel-crash.tsx";

type SidebarProps = ShellProps & AppProps;

/** The left panel of the conversations area. */
function ConversationSidebarRoot(props: SidebarProps) {
  return (
    <RemoteRoot shell={props}>
      <ConversationSidebar />
    </RemoteRoot>
  );
}

const lifecycles = singleSpaReact<SidebarProps>({
  React,
  ReactDOMClient,
  rootComponent: ConversationSidebarRoot,
  errorBoundary: (error, _info, props) => (
    <ParcelCrash error={error} shell={props} module="./ConversationSidebar" />
  ),
});

/** Exposed as `mf_conversations/ConversationSidebar`. */
const conversationSidebarParcel: ParcelModule<SidebarProps> = {
  requiredContractVersion: SHELL_CONTRACT_VERSION,
  bootstrap: (props) => lifecycles.bootstrap(props),
  mount: async (props) => {
    await ensureConversationMessages(props.language).catch(() => undefined);
    await lifecycles.mount(props);
  },
  unmount: (props) => lifecycles.unmount(props),
  update: (props) => lifecycles.update?.(props) ?? Promise.resolve(),
};

export default conversationSidebarParcel;
