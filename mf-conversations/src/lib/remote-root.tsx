import { createRemoteRoot } from "@parley/ui-kit/shell/remote-root.tsx";
import { conversationMessages } from "../i18n/load-conversation-messages.ts";
import { remoteQueryClient } from "./query-client.ts";

/** What every mf_conversations parcel root renders around its content: query cache, shell props, texts. */
export const RemoteRoot = createRemoteRoot(conversationMessages, remoteQueryClient);
