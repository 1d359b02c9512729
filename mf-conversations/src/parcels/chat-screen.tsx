import { createParcel } from "@parley/ui-kit/parcel/create-parcel.tsx";
import type { AppProps } from "single-spa";
import type { ShellProps } from "@parley/shared-contracts/shell";
import { ChatScreen } from "../features/chat/components/chat-screen.tsx";
import { conversationMessages, crashTexts } from "../i18n/load-conversation-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** The host's props, single-spa's own, and the route parameters of the centre slot. */
type ChatScreenProps = ShellProps & AppProps & { routeParams?: Readonly<Record<string, string>> };

/** Routes /conversations, /conversations/{id} and /conversation/{slug}. */
function ChatScreenRoot(props: ChatScreenProps) {
  return (
    <RemoteRoot shell={props}>
      <ChatScreen routeParams={props.routeParams} />
    </RemoteRoot>
  );
}

/** Exposed as `mf_conversations/ChatScreen`. */
export default createParcel<ChatScreenProps>({
  module: "./ChatScreen",
  messages: conversationMessages,
  Root: ChatScreenRoot,
  crashTexts,
});
