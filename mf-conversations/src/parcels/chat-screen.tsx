import { useMemo } from "react";
import type { ParcelRootProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { ChatScreen } from "../features/chat/components/chat-screen.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/**
 * The host's props, single-spa's own, and the route parameters of the centre slot; or, mounted by
 * another remote (the routine screen), the conversation to show.
 */
type ChatScreenProps = ParcelRootProps<"mf_conversations/ChatScreen">;

/** The route parameters an embedding remote's conversation id stands for. */
function embeddedRoute(props: ChatScreenProps): Readonly<Record<string, string>> | null {
  const id = props.conversationId;
  return props.embedded === true && typeof id === "number" && Number.isSafeInteger(id) && id > 0
    ? { conversationId: String(id) }
    : null;
}

/** Routes /conversations, /conversations/{id} and /conversation/{slug}; or embedded by id. */
function ChatScreenParcel(props: ChatScreenProps) {
  const embedded = embeddedRoute(props);
  const key = embedded?.conversationId;
  // A stable object per id: the chat's hooks depend on the parameters' values.
  const routeParams = useMemo(() => (key === undefined ? undefined : { conversationId: key }), [key]);
  return <ChatScreen routeParams={routeParams ?? props.routeParams} embedded={routeParams !== undefined} />;
}

export default defineParcel("mf_conversations/ChatScreen", ChatScreenParcel);
