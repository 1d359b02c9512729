// The default file store: a folder under PARLEY_DATA_DIR (files/<account>/<uuid>).
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertKey, type FileStore } from "./file-store.ts";

/** `checkKey` replaces the uploaded-file key check for another store (the remote store). */
export function createFsStore(root: string, checkKey: (key: string) => void = assertKey): FileStore {
  const at = (key: string) => {
    checkKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, data) {
      const file = at(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written once under a fresh key: never overwrites another upload.
      await writeFile(file, data, { flag: "wx" });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(at(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(at(key), { force: true });
    },
  };
}
