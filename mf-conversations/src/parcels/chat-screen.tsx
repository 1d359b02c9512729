import * as React from "react";
import * as ReactDOMClient from "react-dom/client";
import type { AppProps } from "single-spa";
import singleSpaReact from "single-spa-react";
import { SHELL_CONTRACT_VERSION, type ParcelModule, type ShellProps } from "@parley/shared-contracts/shell";
import { ChatScreen } from "../features/chat/components/chat-screen.tsx";
import { ensureConversationMessages } from "../i18n/load-conversation-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";
import { ParcelCrash } from "../lib/ui/parcel-crash.tsx";

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

const lifecycles = singleSpaReact<ChatScreenProps>({
  React,
  ReactDOMClient,
  rootComponent: ChatScreenRoot,
  errorBoundary: (error, _info, props) => <ParcelCrash error={error} shell={props} module="./ChatScreen" />,
});

/** Exposed as `mf_conversations/ChatScreen`. */
const chatScreenParcel: ParcelModule<ChatScreenProps> = {
  requiredContractVersion: SHELL_CONTRACT_VERSION,
  bootstrap: (props) => lifecycles.bootstrap(props),
  mount: async (props) => {
    // The first paint should already speak the page's language.
    await ensureConversationMessages(props.language).catch(() => undefined);
    await lifecycles.mount(props);
  },
  unmount: (props) => lifecycles.unmount(props),
  update: (props) => lifecycles.update?.(props) ?? Promise.resolve(),
};

export default chatScreenParcel;
