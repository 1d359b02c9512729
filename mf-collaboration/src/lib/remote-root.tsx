import { createRemoteRoot } from "@parley/ui-kit/shell/remote-root.tsx";
import { collaborationMessages } from "../i18n/load-collaboration-messages.ts";
import { remoteQueryClient } from "./query-client.ts";

/** What every mf_collaboration parcel root renders around its content: query cache, shell props, texts. */
export const RemoteRoot = createRemoteRoot(collaborationMessages, remoteQueryClient);
