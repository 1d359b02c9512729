import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ShellProps } from "@parley/shared-contracts/shell";
import { routinesMessages } from "../i18n/load-routines-messages.ts";
import { remoteQueryClient } from "./query-client.ts";
import { ShellProvider } from "./shell-context.tsx";

/** What every mf_routines parcel root renders around its content: query cache, shell props, texts. */
export function RemoteRoot({
  shell,
  client = remoteQueryClient,
  children,
}: {
  shell: ShellProps;
  client?: QueryClient;
  children: ReactNode;
}) {
  routinesMessages.useMessages(shell.language, shell.bus);
  return (
    <QueryClientProvider client={client}>
      <ShellProvider shell={shell}>{children}</ShellProvider>
    </QueryClientProvider>
  );
}
