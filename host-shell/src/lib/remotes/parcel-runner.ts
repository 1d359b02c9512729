// Runs a remote's parcel: its single-spa lifecycles (made by single-spa-react in the remote) in
// order, one at a time, each within a time limit. The shell used single-spa's `mountRootParcel` for
// this; it mounts root parcels only (a parcel composes another through ShellProps.mountParcel, which
// is the shell's), so single-spa's applications, routing and nested-parcel bookkeeping were 5.5 KB
// brotli on every page for a state machine of four steps (docs/architecture.md § Parcels without
// single-spa's core). The lifecycle contract is single-spa's, unchanged: bootstrap once, mount,
// update while mounted, unmount; a unique `name` per mount (single-spa-react keys its roots by it).

type Lifecycle = (props: object) => Promise<unknown>;

export interface ParcelLifecycles {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
  update?: Lifecycle;
}

export type ParcelStatus = "MOUNTING" | "MOUNTED" | "UPDATING" | "UNMOUNTING" | "NOT_MOUNTED" | "BROKEN";

export interface RunningParcel {
  /** Settles once bootstrap and mount have (rejects, and the parcel is BROKEN, if either failed). */
  readonly mountPromise: Promise<void>;
  getStatus(): ParcelStatus;
  /** New props for a mounted parcel (nothing for one in another state). */
  update(props: object): Promise<void>;
  /** Unmounts a mounted parcel, after whatever step is under way. */
  unmount(): Promise<void>;
}

/** A lifecycle that neither resolved nor rejected in time (a render that throws outside an error boundary). */
export class ParcelTimeoutError extends Error {
  constructor(name: string, step: string, ms: number) {
    super(`${name} did not finish its ${step} within ${ms} ms`);
    this.name = "ParcelTimeoutError";
  }
}

let mounts = 0;

export function runParcel(lifecycles: ParcelLifecycles, props: object, timeoutMs: number): RunningParcel {
  const name = `parcel-${++mounts}`;
  let status: ParcelStatus = "MOUNTING";
  let current: object = { ...props, name };

  const step = (label: string, lifecycle: Lifecycle) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ParcelTimeoutError(name, label, timeoutMs)), timeoutMs);
      lifecycle(current).then(
        () => {
          clearTimeout(timer);
          resolve();
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });

  const mountPromise = (async () => {
    try {
      await step("bootstrap", lifecycles.bootstrap);
      await step("mount", lifecycles.mount);
      status = "MOUNTED";
    } catch (error) {
      status = "BROKEN";
      throw error;
    }
  })();
  // Updates and the unmount run one at a time, after the mount.
  let queue: Promise<unknown> = mountPromise.catch(() => undefined);
  const enqueue = (work: () => Promise<void>) => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };

  /** A step from MOUNTED: `during` while it runs, `after` once it has, BROKEN if it failed. */
  const fromMounted = async (
    label: string,
    lifecycle: Lifecycle,
    during: ParcelStatus,
    after: ParcelStatus,
  ) => {
    status = during;
    try {
      await step(label, lifecycle);
      status = after;
    } catch (error) {
      status = "BROKEN";
      throw error;
    }
  };

  return {
    mountPromise,
    getStatus: () => status,
    update: (next) =>
      enqueue(async () => {
        if (status !== "MOUNTED" || !lifecycles.update) return;
        current = { ...next, name };
        await fromMounted("update", lifecycles.update, "UPDATING", "MOUNTED");
      }),
    unmount: () =>
      enqueue(async () => {
        if (status === "MOUNTED")
          await fromMounted("unmount", lifecycles.unmount, "UNMOUNTING", "NOT_MOUNTED");
      }),
  };
}
