import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ShellProps } from "@parley/shared-contracts/shell";
import { conversationMessages } from "../i18n/load-conversation-messages.ts";
import { remoteQueryClient } from "./query-client.ts";
import { ShellProvider } from "./shell-context.tsx";

/** What every mf_conversations parcel root renders around its screen: query cache, shell props, texts. */
export function RemoteRoot({
  shell,
  client = remoteQueryClient,
  children,
}: {
  shell: ShellProps;
  client?: QueryClient;
  children: ReactNode;
}) {
  conversationMessages.useMessages(shell.language, shell.bus);
  return (
    <QueryClientProvider client={client}>
      <ShellProvider shell={shell}>{children}</ShellProvider>
    </QueryClientProvider>
  );
}
