import { createParcel } from "@parley/ui-kit/parcel/create-parcel.tsx";
import type { AppProps } from "single-spa";
import type { ShellProps } from "@parley/shared-contracts/shell";
import { ConversationSidebar } from "../features/conversation-list/components/conversation-sidebar.tsx";
import { conversationMessages, crashTexts } from "../i18n/load-conversation-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

type SidebarProps = ShellProps & AppProps;

/** The left panel of the conversations area. */
function ConversationSidebarRoot(props: SidebarProps) {
  return (
    <RemoteRoot shell={props}>
      <ConversationSidebar />
    </RemoteRoot>
  );
}

/** Exposed as `mf_conversations/ConversationSidebar`. */
export default createParcel<SidebarProps>({
  module: "./ConversationSidebar",
  messages: conversationMessages,
  Root: ConversationSidebarRoot,
  crashTexts,
});
