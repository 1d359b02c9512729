// Mounts an exposed parcel through its single-spa lifecycles, as the host does, in a component test.
import { afterEach, beforeAll, vi } from "vitest";
import type { AppProps } from "single-spa";
import type { ParcelModule, ShellProps } from "@parley/shared-contracts/shell";

/** What single-spa's mountRootParcel hands the lifecycles: the host's props plus its own. */
function mountedProps(name: string, shell: ShellProps, domElement: HTMLElement) {
  const single: Omit<AppProps, "mountParcel"> = { name, singleSpa: {} };
  // single-spa puts its own mountParcel over the host's (the host puts its own back).
  const mountParcel = vi.fn() as AppProps["mountParcel"] & ShellProps["mountParcel"];
  return { ...shell, ...single, mountParcel, domElement };
}

/**
 * Call at a test file's top level. The lifecycles resolve from React's own commit callbacks, as in a
 * browser (act() would hold the render back until after the awaited mount), and every parcel the
 * file mounted is unmounted after each test.
 */
export function parcelHarness(parcel: ParcelModule, name: string) {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  const mounted: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const unmount of mounted.splice(0)) await unmount();
    document.body.innerHTML = "";
  });
  return {
    async mount(shell: ShellProps) {
      const domElement = document.body.appendChild(document.createElement("div"));
      const props = mountedProps(name, shell, domElement);
      await parcel.bootstrap(props);
      await parcel.mount(props);
      const unmount = () => parcel.unmount(props);
      mounted.push(unmount);
      return {
        domElement,
        props,
        /** Unmounts now (not again after the test). */
        async unmount() {
          mounted.splice(mounted.indexOf(unmount), 1);
          await unmount();
        },
      };
    },
  };
}
