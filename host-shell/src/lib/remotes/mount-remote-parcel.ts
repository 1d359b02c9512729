import type { MountParcel, ParcelId } from "@parley/shared-contracts/shell";
import { LIFECYCLE_TIMEOUT_MS, toParcelLifecycles } from "./parcel-config.ts";
import { runParcel, type RunningParcel } from "./parcel-runner.ts";
import { RemoteLoadError, errorMessage } from "./remote-errors.ts";
import type { LoadedParcel, RemoteLoader } from "./remote-loader.ts";

export interface MountedParcel {
  readonly version: string;
  update(props: object): Promise<void>;
  unmount(): Promise<void>;
}

export interface ParcelMounterOptions {
  loader: RemoteLoader;
  /** Resolves when parcels may mount (the shared i18next instance initialised). */
  ready: () => Promise<void>;
  /** ShellProps.mountParcel, handed to every parcel. */
  mountParcel: () => MountParcel;
}

/**
 * Loads a remote parcel and mounts it into `domElement` with `props`. A parcel that throws on
 * mount is reported and replaced by the last version that mounted in this browser, if any.
 */
export function createParcelMounter(options: ParcelMounterOptions) {
  async function mountLoaded(
    loaded: LoadedParcel,
    domElement: HTMLElement,
    props: object,
  ): Promise<MountedParcel> {
    // A wrapper per attempt: a failed React root must not be reused by the fallback.
    const wrapper = document.createElement("div");
    wrapper.style.display = "contents";
    // Which build runs here, readable in the page (ops checking a pin, the e2e pinning test).
    wrapper.dataset.remote = loaded.container;
    wrapper.dataset.remoteVersion = loaded.version;
    domElement.append(wrapper);
    let parcel: RunningParcel;
    try {
      parcel = runParcel(
        toParcelLifecycles(loaded, options.mountParcel()),
        { ...props, domElement: wrapper },
        LIFECYCLE_TIMEOUT_MS,
      );
      await parcel.mountPromise;
    } catch (error) {
      wrapper.remove();
      throw new RemoteLoadError(errorMessage(error), {
        phase: "mount",
        remote: loaded.container,
        version: loaded.version,
        cause: error,
      });
    }
    options.loader.markMounted(loaded);
    return {
      version: loaded.version,
      async update(next) {
        if (parcel.getStatus() === "MOUNTED") await parcel.update({ ...next, domElement: wrapper });
      },
      async unmount() {
        try {
          if (parcel.getStatus() === "MOUNTED") await parcel.unmount();
        } finally {
          wrapper.remove();
        }
      },
    };
  }

  return async function mount(id: ParcelId, domElement: HTMLElement, props: object): Promise<MountedParcel> {
    const [loaded] = await Promise.all([options.loader.load(id), options.ready()]);
    try {
      return await mountLoaded(loaded, domElement, props);
    } catch (error) {
      options.loader.report({
        remote: loaded.container,
        version: loaded.version,
        module: id,
        phase: "mount",
        message: errorMessage(error).slice(0, 2000),
        path: window.location.pathname,
      });
      const fallback = await options.loader.load(id, { exclude: loaded.version }).catch(() => null);
      if (!fallback) throw error;
      return mountLoaded(fallback, domElement, props);
    }
  };
}

export type ParcelMounter = ReturnType<typeof createParcelMounter>;
