import type { ReactNode } from "react";
import type { ShellProps } from "@parley/shared-contracts/shell";
import type { RemoteMessages } from "../i18n/remote-messages.ts";
import { ShellProvider } from "./shell-context.tsx";

export interface PlainRemoteRootProps {
  shell: ShellProps;
  children: ReactNode;
}

/**
 * The shell props and the remote's texts in the shell's language, without a query cache: the root
 * of a parcel that loads without react-query (mf_auth's sign-in page, see api/use-action.ts), and the
 * inside of every other parcel's root (remote-root.tsx).
 */
export function createPlainRemoteRoot(messages: RemoteMessages) {
  return function PlainRemoteRoot({ shell, children }: PlainRemoteRootProps) {
    messages.useMessages(shell.language, shell.bus);
    return <ShellProvider shell={shell}>{children}</ShellProvider>;
  };
}
