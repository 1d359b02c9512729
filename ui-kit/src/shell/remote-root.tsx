import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ShellProps } from "@parley/shared-contracts/shell";
import type { RemoteMessages } from "../i18n/remote-messages.ts";
import { createPlainRemoteRoot } from "./plain-remote-root.tsx";

export interface RemoteRootProps {
  shell: ShellProps;
  /** Tests pass their own; parcels use the remote's one client. */
  client?: QueryClient;
  children: ReactNode;
}

/**
 * The root every parcel of a remote renders around its content: the remote's query cache, the shell
 * props and the remote's texts in the shell's language. Made once per remote, with its own messages
 * and its one client (one per federation container, so its parcels share a cache).
 */
export function createRemoteRoot(messages: RemoteMessages, remoteClient: QueryClient) {
  const PlainRoot = createPlainRemoteRoot(messages);
  return function RemoteRoot({ shell, client = remoteClient, children }: RemoteRootProps) {
    return (
      <QueryClientProvider client={client}>
        <PlainRoot shell={shell}>{children}</PlainRoot>
      </QueryClientProvider>
    );
  };
}
