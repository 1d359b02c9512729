// Where uploaded files live. Keys are made by the server (never from a file name), so a store
// needs no path checks of its own beyond refusing a key that is not one of ours.

export interface FileStore {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes, or undefined when the key holds nothing. */
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}

/** `<account>/<uuid>` (a file) or `<account>/<uuid>.txt` (its extracted text): the only keys the server makes. */
export const STORAGE_KEY = /^\d+\/[0-9a-f-]{36}(\.txt)?$/;

export function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
}

declare module "fastify" {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}
