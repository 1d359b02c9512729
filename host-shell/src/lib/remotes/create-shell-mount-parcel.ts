import type { ParcelId, UnmountParcel } from "@parley/shared-contracts/shell";
import type { ShellPropsStore } from "../shell/shell-props-store.ts";
import type { ParcelMounter } from "./mount-remote-parcel.ts";

/**
 * ShellProps.mountParcel's one implementation behind its typed overloads (the props were checked at
 * the call, so it takes any object; it is assignable to MountParcel).
 */
export type ShellMountParcel = (
  id: ParcelId,
  domElement: HTMLElement,
  extra?: object,
) => Promise<UnmountParcel>;

/**
 * ShellProps.mountParcel: lets a parcel compose another remote's parcel (the routine screen mounts
 * the chat screen). Same loader, fallback and reporting as the shell's slots; the nested parcel
 * follows ShellProps changes like a slot does. A failure rejects: the calling parcel shows it.
 */
export function createShellMountParcel(mounter: ParcelMounter, props: ShellPropsStore): ShellMountParcel {
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
