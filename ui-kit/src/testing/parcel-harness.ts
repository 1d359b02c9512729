// Mounts exposed parcels through their single-spa lifecycles, as the host does, in component tests.
import { afterEach, beforeAll, vi } from "vitest";
import type { AppProps } from "single-spa";
import type { ParcelModule, ShellProps } from "@parley/shared-contracts/shell";

/**
 * Call at a test file's top level with the remote's container name. The lifecycles resolve from
 * React's own commit callbacks, as in a browser (act() would hold the render back until after the
 * awaited mount), and every parcel the file mounted is unmounted after each test.
 */
export function parcelHarness(container: string) {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  const mounted: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const unmount of mounted.splice(0)) await unmount();
    document.body.innerHTML = "";
  });
  let count = 0;
  return {
    /** Mounts `parcel` with the host's props plus single-spa's own and any `extra` props. */
    async mount<P extends ShellProps>(
      parcel: ParcelModule<P>,
      shell: ShellProps,
      extra: Record<string, unknown> = {},
    ) {
      const domElement = document.body.appendChild(document.createElement("div"));
      // single-spa names every mounted parcel uniquely; single-spa-react keeps its roots by that name.
      const single: Omit<AppProps, "mountParcel"> = { name: `${container}/test-${++count}`, singleSpa: {} };
      // single-spa puts its own mountParcel over the host's (the host puts its own back).
      const mountParcel = vi.fn(async () => async () => undefined) as unknown as AppProps["mountParcel"] &
        ShellProps["mountParcel"];
      const props = { ...shell, ...single, mountParcel, domElement, ...extra } as unknown as P;
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
