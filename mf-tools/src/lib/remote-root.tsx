import { createRemoteRoot } from "@parley/ui-kit/shell/remote-root.tsx";
import { toolsMessages } from "../i18n/load-tools-messages.ts";
import { remoteQueryClient } from "./query-client.ts";

/** What every mf_tools parcel root renders around its content: query cache, shell props, texts. */
export const RemoteRoot = createRemoteRoot(toolsMessages, remoteQueryClient);
