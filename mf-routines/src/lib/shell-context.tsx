import { createContext, useContext, type ReactNode } from "react";
import type { ShellProps } from "@parley/shared-contracts/shell";

const ShellContext = createContext<ShellProps | null>(null);

/** Hands the parcel's ShellProps to every component below (context does not cross parcels; props do). */
export function ShellProvider({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  return <ShellContext value={shell}>{children}</ShellContext>;
}

/** The host's services and state for this parcel. */
export function useShell(): ShellProps {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error("useShell() needs a <ShellProvider> above it");
  return shell;
}
