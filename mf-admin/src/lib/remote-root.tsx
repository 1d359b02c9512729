import { createRemoteRoot } from "@parley/ui-kit/shell/remote-root.tsx";
import { adminMessages } from "../i18n/load-admin-messages.ts";
import { remoteQueryClient } from "./query-client.ts";

/** What every mf_admin parcel root renders around its content: query cache, shell props, texts. */
export const RemoteRoot = createRemoteRoot(adminMessages, remoteQueryClient);
