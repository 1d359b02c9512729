import { createRemoteRoot } from "@parley/ui-kit/shell/remote-root.tsx";
import { accountMessages } from "../i18n/load-account-messages.ts";
import { remoteQueryClient } from "./query-client.ts";

/** What every mf_account parcel root renders around its content: query cache, shell props, texts. */
export const RemoteRoot = createRemoteRoot(accountMessages, remoteQueryClient);
