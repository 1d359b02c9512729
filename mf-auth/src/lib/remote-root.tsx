import { createRemoteRoot } from "@parley/ui-kit/shell/remote-root.tsx";
import { authMessages } from "../i18n/load-auth-messages.ts";
import { remoteQueryClient } from "./query-client.ts";

/** What every mf_auth parcel root renders around its content: query cache, shell props, texts. */
export const RemoteRoot = createRemoteRoot(authMessages, remoteQueryClient);
