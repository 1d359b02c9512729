import type { MountParcel } from "@parley/shared-contracts/shell";
import type { ShellPropsStore } from "../shell/shell-props-store.ts";
import type { ParcelMounter } from "./mount-remote-parcel.ts";

/**
 * ShellProps.mountParcel: lets a parcel compose another remote's parcel (the routine screen mounts
 * the chat screen). Same loader, fallback and reporting as the shell's slots; the nested parcel
 * follows ShellProps changes like a slot does. A failure rejects: the calling parcel shows it.
 */
export function createShellMountParcel(mounter: ParcelMounter, props: ShellPropsStore): MountParcel {
  return async (id, domElement, extra = {}) => {
    const mounted = await mounter(id, domElement, { ...props.get(), ...extra });
    const stop = props.subscribe(
      () => void mounted.update({ ...props.get(), ...extra }).catch(() => undefined),
    );
    return async () => {
      stop();
      await mounted.unmount();
    };
  };
}
