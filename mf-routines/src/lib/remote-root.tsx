import { createRemoteRoot } from "@parley/ui-kit/shell/remote-root.tsx";
import { routinesMessages } from "../i18n/load-routines-messages.ts";
import { remoteQueryClient } from "./query-client.ts";

/** What every mf_routines parcel root renders around its content: query cache, shell props, texts. */
export const RemoteRoot = createRemoteRoot(routinesMessages, remoteQueryClient);
