// A remote build's files wherever they are: a built-in version's in the dist folder, a published
// version's in the remote store (only the files its publish recorded, under its upload id). Used by
// the /remotes/* route and by the shell's document (its preload links read mf-manifest.json).
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RemoteName } from "@parley/shared-contracts/api/remotes";
import type { Queryable } from "../../lib/db/database.ts";
import type { FileStore } from "../../lib/storage/file-store.ts";
import { withPublished, type RemoteCatalog } from "./catalog.ts";
import { publishedKey } from "./publish.ts";

const CONTAINER = /^mf_[a-z_]+$/;
const VERSION = /^[0-9A-Za-z.-]+$/;

export interface RemoteFiles {
  /** The upload id of a published version; undefined for a built-in one (or none). */
  uploadOf(container: string, version: string): Promise<string | undefined>;
  /** A file of a version, or undefined when there is none. */
  read(container: string, version: string, file: string): Promise<Uint8Array | undefined>;
}

export function createRemoteFiles(deps: {
  db: Queryable;
  catalog: RemoteCatalog;
  store: FileStore;
  distDir: string;
}): RemoteFiles {
  // Remembered once seen (versions are immutable). Built-in versions are answered from the cached
  // folder scan, without the database.
  const uploads = new Map<string, string>();
  const uploadOf = async (container: string, version: string) => {
    const key = `${container}/${version}`;
    const known = uploads.get(key);
    if (known !== undefined) return known;
    const builtIn = await deps.catalog.get();
    if (builtIn.get(container as RemoteName)?.some((b) => b.version === version)) return undefined;
    const build = (await withPublished(deps.db, builtIn))
      .get(container as RemoteName)
      ?.find((b) => b.version === version);
    if (build?.source !== "published" || build.uploadId === undefined) return undefined;
    uploads.set(key, build.uploadId);
    return build.uploadId;
  };
  return {
    uploadOf,
    async read(container, version, file) {
      if (!CONTAINER.test(container) || !VERSION.test(version)) return undefined;
      const uploadId = await uploadOf(container, version);
      if (uploadId !== undefined) return deps.store.get(publishedKey(container, version, uploadId, file));
      const folder = path.join(deps.distDir, "remotes", container, version);
      const target = path.join(folder, file);
      if (!target.startsWith(folder + path.sep)) return undefined;
      try {
        return await readFile(target);
      } catch {
        return undefined;
      }
    },
  };
}
