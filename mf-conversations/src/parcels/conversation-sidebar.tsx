import { createParcel, type ParcelRootProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { ConversationSidebar } from "../features/conversation-list/components/conversation-sidebar.tsx";
import { conversationMessages, crashTexts } from "../i18n/load-conversation-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

type SidebarProps = ParcelRootProps<"mf_conversations/ConversationSidebar">;

/** The left panel of the conversations area. */
function ConversationSidebarRoot(props: SidebarProps) {
  return (
    <RemoteRoot shell={props}>
      <ConversationSidebar />
    </RemoteRoot>
  );
}

/** Exposed as `mf_conversations/ConversationSidebar`. */
export default createParcel({
  parcel: "mf_conversations/ConversationSidebar",
  messages: conversationMessages,
  Root: ConversationSidebarRoot,
  crashTexts,
});
