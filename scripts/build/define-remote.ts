// What a remote workspace declares in its `rspack.config.ts`: its container name and the parcels it
// exposes. Everything else (shared singletons, output folder, CSS Modules, hashing) is decided once in
// remote-config.ts, so every remote is built the same way. No Node APIs here: the remote's own
// tsconfig (DOM, no Node types) type-checks this file through its rspack.config.ts.
import type { RemoteName } from "@parley/shared-contracts/api/remotes";
import type { RemoteRoute, RemoteSlot } from "@parley/shared-contracts/remote-routes";

/** An expose key (`./SignInPage`) mapped to the parcel file inside the remote (`./src/parcels/...`). */
export type RemoteExposes = Readonly<Record<`./${string}`, `./src/parcels/${string}.tsx`>>;

export interface RemoteDefinition {
  /** Module federation container name = manifest key = dist/remotes/<container>/ (underscore). */
  container: RemoteName;
  /** The remote's only doors: one parcel file each, in src/parcels/, which exports nothing else. */
  exposes: RemoteExposes;
  /**
   * The pages this remote adds to the host, each rendered by one of its exposes. The host builds its
   * route table from these (served in the tenant's manifest): a new page needs no host release.
   */
  routes?: readonly RemoteRoute[];
  /**
   * The layout places this remote fills (left panel per area, right-panel views, the desktop agent),
   * each with one of its exposes; read by the host from the manifest like the routes.
   */
  slots?: readonly RemoteSlot[];
}

/** Declares a remote for scripts/build.ts. Checks the shape early, where the author sees the mistake. */
export function defineRemote(definition: RemoteDefinition): RemoteDefinition {
  if (Object.keys(definition.exposes).length === 0) {
    throw new Error(`Remote ${definition.container} exposes nothing: add at least one parcel.`);
  }
  for (const route of definition.routes ?? []) {
    if (!(route.expose in definition.exposes))
      throw new Error(
        `Remote ${definition.container}: route ${route.path} names ${route.expose}, which it does not expose.`,
      );
  }
  for (const slot of definition.slots ?? []) {
    if (!(slot.expose in definition.exposes))
      throw new Error(
        `Remote ${definition.container}: the ${slot.slot} slot names ${slot.expose}, which it does not expose.`,
      );
  }
  return definition;
}
