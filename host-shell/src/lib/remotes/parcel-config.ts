import type { MountParcel, ShellProps } from "@parley/shared-contracts/shell";
import type { ParcelConfig } from "single-spa";
import type { LoadedParcel } from "./remote-loader.ts";

/** How long a parcel may take per lifecycle before its slot shows the error panel. */
const LIFECYCLE_TIMEOUT_MS = 15_000;
const timeout = { millis: LIFECYCLE_TIMEOUT_MS, dieOnTimeout: true, warningMillis: 5_000 };

/**
 * The single-spa config of a loaded parcel. single-spa overwrites a parcel's `mountParcel` prop with
 * its own (config, props) function; ShellProps promises the shell's (id, element, props) one, so
 * every lifecycle gets it back before the remote sees its props. No `name`: single-spa then names
 * each mount uniquely, which single-spa-react needs to keep two mounts of one parcel apart.
 * `timeouts` makes a parcel that never finishes mounting (a render that throws without an error
 * boundary never resolves single-spa-react's mount) fail instead of spinning forever.
 */
export function toParcelConfig(loaded: LoadedParcel, mountParcel: MountParcel): ParcelConfig {
  const { module } = loaded;
  const withShell = (props: object) => ({ ...props, mountParcel }) as unknown as ShellProps;
  const config = {
    bootstrap: (props: object) => module.bootstrap(withShell(props)),
    mount: (props: object) => module.mount(withShell(props)),
    unmount: (props: object) => module.unmount(withShell(props)),
    ...(module.update ? { update: (props: object) => module.update!(withShell(props)) } : {}),
    timeouts: { bootstrap: timeout, mount: timeout, unmount: timeout, update: timeout },
  };
  return config;
}
