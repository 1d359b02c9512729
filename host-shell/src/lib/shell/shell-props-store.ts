import type { ShellProps } from "@parley/shared-contracts/shell";

/** The parts of ShellProps that change while the page lives. */
export type LiveShellProps = Pick<ShellProps, "location" | "session" | "language" | "flags">;

/**
 * The current ShellProps as one external store: every mounted parcel (slot or nested) re-receives
 * its props through single-spa `update` when the location, session or language changes.
 */
export function createShellPropsStore(fixed: Omit<ShellProps, keyof LiveShellProps>, live: LiveShellProps) {
  const listeners = new Set<() => void>();
  let current: ShellProps = { ...fixed, ...live };
  return {
    get: (): ShellProps => current,
    set(patch: Partial<LiveShellProps>): void {
      const keys = Object.keys(patch) as (keyof LiveShellProps)[];
      if (keys.every((key) => current[key] === patch[key])) return;
      current = { ...current, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ShellPropsStore = ReturnType<typeof createShellPropsStore>;
