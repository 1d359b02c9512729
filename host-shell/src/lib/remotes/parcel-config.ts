import type { MountParcel, ShellProps } from "@parley/shared-contracts/shell";
import type { ParcelLifecycles } from "./parcel-runner.ts";
import type { LoadedParcel } from "./remote-loader.ts";

/** How long a parcel may take per lifecycle before its slot shows the error panel. */
export const LIFECYCLE_TIMEOUT_MS = 15_000;

/**
 * The lifecycles of a loaded parcel, each given the shell's (id, element, props) `mountParcel`, which
 * ShellProps promises the remote, with its props.
 */
export function toParcelLifecycles(loaded: LoadedParcel, mountParcel: MountParcel): ParcelLifecycles {
  const { module } = loaded;
  const withShell = (props: object) => ({ ...props, mountParcel }) as unknown as ShellProps;
  return {
    bootstrap: (props) => module.bootstrap(withShell(props)),
    mount: (props) => module.mount(withShell(props)),
    unmount: (props) => module.unmount(withShell(props)),
    ...(module.update ? { update: (props: object) => module.update!(withShell(props)) } : {}),
  };
}
