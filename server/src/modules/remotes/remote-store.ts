// Published remote builds: <PARLEY_DATA_DIR>/remotes/<remote>/<version>/<path>, or the S3 bucket
// (under `<prefix>remotes/`) when one is configured, so every instance serves a publish at once.
// Files are immutable, so an instance keeps what it served in memory (bounded).
import type { Config } from "../../config.ts";
import { createFsStore } from "../../lib/storage/fs-store.ts";
import type { FileStore } from "../../lib/storage/file-store.ts";
import { createS3Store } from "../../lib/storage/s3-store.ts";
import path from "node:path";

/** `<remote>/<version>/<path>`: names the publish validation accepted, nothing that climbs out. */
const REMOTE_KEY = /^mf_[a-z_]+\/\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\/(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9_.\-/]*$/;

export function assertRemoteKey(key: string): void {
  if (!REMOTE_KEY.test(key)) throw new Error(`not a remote store key: ${key}`);
}

const CACHE_BYTES = 64 * 1024 * 1024;

export function createRemoteStore(
  config: Pick<Config, "dataDir" | "s3">,
  fetchImpl: typeof fetch = fetch,
): FileStore {
  const inner = config.s3
    ? createS3Store({ ...config.s3, prefix: `${config.s3.prefix}remotes/` }, fetchImpl, assertRemoteKey)
    : createFsStore(path.join(config.dataDir, "remotes"), assertRemoteKey);
  const cache = new Map<string, Uint8Array>();
  let cached = 0;
  return {
    put: (key, data) => inner.put(key, data),
    async get(key) {
      const hit = cache.get(key);
      if (hit) return hit;
      const data = await inner.get(key);
      if (data && data.byteLength < CACHE_BYTES / 16) {
        // Oldest first out once the budget is spent.
        for (const [old, bytes] of cache) {
          if (cached + data.byteLength <= CACHE_BYTES) break;
          cache.delete(old);
          cached -= bytes.byteLength;
        }
        cache.set(key, data);
        cached += data.byteLength;
      }
      return data;
    },
    async delete(key) {
      const hit = cache.get(key);
      if (hit) cached -= hit.byteLength;
      cache.delete(key);
      await inner.delete(key);
    },
  };
}
