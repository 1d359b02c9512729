import type { ReactNode } from "react";
import type { ShellProps } from "@parley/shared-contracts/shell";
import { shareMessages } from "../i18n/load-share-messages.ts";
import { ShellProvider } from "./shell-context.tsx";

/**
 * What every mf_share parcel root renders around its content: shell props and texts. No query cache:
 * these parcels make one or two calls each, and a cold visitor of the share host should not download
 * react-query for them.
 */
export function RemoteRoot({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  shareMessages.useMessages(shell.language, shell.bus);
  return <ShellProvider shell={shell}>{children}</ShellProvider>;
}
