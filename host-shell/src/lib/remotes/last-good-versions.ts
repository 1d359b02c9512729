import { readJson, writeJson } from "../browser/storage.ts";

const STORAGE_KEY = "parley_remotes_last_good";

export interface KnownGood {
  version: string;
  entry: string;
  /** Kept so a fallback from this memory is checked like the manifest's versions. */
  remoteEntry?: string;
  integrity?: string;
}

/**
 * The last version of each remote that mounted successfully in this browser (per tenant, since
 * local storage is per host). When the manifest's version fails to load, the shell falls back to it.
 */
export const lastGoodVersions = {
  get(container: string): KnownGood | null {
    return readJson<Record<string, KnownGood>>(STORAGE_KEY, {})[container] ?? null;
  },
  remember(container: string, good: KnownGood): void {
    const all = readJson<Record<string, KnownGood>>(STORAGE_KEY, {});
    if (all[container]?.version === good.version && all[container]?.entry === good.entry) return;
    writeJson(STORAGE_KEY, { ...all, [container]: good });
  },
};

export type LastGoodStore = typeof lastGoodVersions;
