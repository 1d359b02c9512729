// The remote builds on disk: PARLEY_DIST_DIR/remotes/<container>/<version>/parley-remote.json. The
// scan is cached for 2 s so a new build appears without a restart and a page load costs no disk walk.
import { access, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { remoteBuildInfoSchema, remoteVersionSchema } from "@parley/shared-contracts/api/remotes";
import type { RemoteBuildInfo, RemoteName } from "@parley/shared-contracts/api/remotes";
import { compareVersions } from "../../lib/semver.ts";

/** Builds per container name, newest first. */
export type RemoteBuilds = ReadonlyMap<RemoteName, readonly RemoteBuildInfo[]>;

export interface RemoteCatalog {
  /** Cached scan. */
  get(): Promise<RemoteBuilds>;
  /** Scan now (ops commands validating a pin must see the disk as it is). */
  scan(): Promise<RemoteBuilds>;
  /** Forget the cached scan (after a pin: the pinned build may be newer than the cache). */
  invalidate(): void;
}

async function listDirs(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
}

export async function scanRemotes(
  distDir: string,
  onSkip: (reason: string) => void = () => {},
): Promise<RemoteBuilds> {
  const root = path.join(distDir, "remotes");
  const builds = new Map<RemoteName, RemoteBuildInfo[]>();
  for (const container of await listDirs(root)) {
    const versions: RemoteBuildInfo[] = [];
    for (const version of await listDirs(path.join(root, container))) {
      const folder = path.join(root, container, version);
      try {
        const info = remoteBuildInfoSchema.parse(
          JSON.parse(await readFile(path.join(folder, "parley-remote.json"), "utf8")),
        );
        if (
          info.name !== container ||
          info.version !== version ||
          !remoteVersionSchema.safeParse(version).success
        ) {
          onSkip(`${folder}: parley-remote.json names ${info.name}@${info.version}`);
          continue;
        }
        await access(path.join(folder, "mf-manifest.json"));
        versions.push(info);
      } catch (error) {
        // A build in progress or a broken folder: leave it out rather than serve a half-written remote.
        onSkip(`${folder}: ${(error as Error).message.split("\n")[0]}`);
      }
    }
    const name = versions[0]?.name;
    if (name !== undefined)
      builds.set(
        name,
        versions.sort((a, b) => compareVersions(b.version, a.version)),
      );
  }
  return builds;
}

export function createRemoteCatalog(
  distDir: string,
  onSkip?: (reason: string) => void,
  ttlMs = 2000,
): RemoteCatalog {
  let cached: { builds: RemoteBuilds; at: number } | undefined;
  let pending: Promise<RemoteBuilds> | undefined;
  const scan = async () => {
    const builds = await scanRemotes(distDir, onSkip);
    cached = { builds, at: Date.now() };
    return builds;
  };
  return {
    async get() {
      if (cached && Date.now() - cached.at < ttlMs) return cached.builds;
      // Concurrent page loads share one scan.
      pending ??= scan().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    scan,
    invalidate() {
      cached = undefined;
    },
  };
}
