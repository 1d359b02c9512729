// What a remote workspace declares in its `rspack.config.ts`: its container name and the parcels it
// exposes. Everything else (shared singletons, output folder, CSS Modules, hashing) is decided once in
// remote-config.ts, so every remote is built the same way. No Node APIs here: the remote's own
// tsconfig (DOM, no Node types) type-checks this file through its rspack.config.ts.
import type { RemoteName } from "@parley/shared-contracts/api/remotes";

/** An expose key (`./SignInPage`) mapped to the parcel file inside the remote (`./src/parcels/...`). */
export type RemoteExposes = Readonly<Record<`./${string}`, `./src/parcels/${string}.tsx`>>;

export interface RemoteDefinition {
  /** Module federation container name = manifest key = dist/remotes/<container>/ (underscore). */
  container: RemoteName;
  /** The remote's only doors: one parcel file each (STYLE.md "parcels/"). */
  exposes: RemoteExposes;
}

/** Declares a remote for scripts/build.ts. Checks the shape early, where the author sees the mistake. */
export function defineRemote(definition: RemoteDefinition): RemoteDefinition {
  if (Object.keys(definition.exposes).length === 0) {
    throw new Error(`Remote ${definition.container} exposes nothing: add at least one parcel.`);
  }
  return definition;
}
