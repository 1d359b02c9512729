// The built-in remote builds on disk: PARLEY_DIST_DIR/remotes/<container>/<version>/parley-remote.json
// (shipped with the server; the newest is the default until ops promote another). The scan is cached
// for 2 s so a new build appears without a restart and a page load costs no disk walk. Published
// builds (remote store + database) join them in `withPublished`.
import { createHash } from "node:crypto";
import { access, readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { remoteBuildInfoSchema, remoteVersionSchema } from "@parley/shared-contracts/api/remotes";
import type { RemoteBuildInfo, RemoteName } from "@parley/shared-contracts/api/remotes";
import type { Queryable } from "../../lib/db/database.ts";
import { compareVersions } from "../../lib/semver.ts";
import { listPublishedVersions } from "./repository.ts";

/** The container script of every build, beside mf-manifest.json. */
export const REMOTE_ENTRY_FILE = "remoteEntry.js";

/** A loadable build: built-in (dist folder) or published (remote store, `uploadId` names its files). */
export interface RemoteBuild extends RemoteBuildInfo {
  source: "built-in" | "published";
  /** sha384 of remoteEntry.js (`sha384-<base64>`). */
  integrity: string;
  uploadId?: string;
  publishedBy?: string;
  publishedAt?: Date;
}

/** Builds per container name, newest first. */
export type RemoteBuilds = ReadonlyMap<RemoteName, readonly RemoteBuild[]>;

export function sha384Integrity(data: Uint8Array): string {
  return `sha384-${createHash("sha384").update(data).digest("base64")}`;
}

/** Built folders are immutable: hash each remoteEntry.js once per (path, size, mtime). */
const integrityCache = new Map<string, string>();

async function entryIntegrity(folder: string): Promise<string> {
  const file = path.join(folder, REMOTE_ENTRY_FILE);
  const info = await stat(file);
  const key = `${file}:${info.size}:${info.mtimeMs}`;
  let integrity = integrityCache.get(key);
  if (integrity === undefined) {
    integrity = sha384Integrity(await readFile(file));
    integrityCache.set(key, integrity);
  }
  return integrity;
}

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

/** Why a folder is not a build, in one line: a schema's issues by path, else the error's first line. */
function skipReason(error: unknown): string {
  if (error instanceof z.ZodError)
    return `parley-remote.json: ${error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ")}`;
  return (error as Error).message.split("\n")[0] ?? String(error);
}

export async function scanRemotes(
  distDir: string,
  onSkip: (reason: string) => void = () => {},
): Promise<RemoteBuilds> {
  const root = path.join(distDir, "remotes");
  const builds = new Map<RemoteName, RemoteBuild[]>();
  for (const container of await listDirs(root)) {
    const versions: RemoteBuild[] = [];
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
        versions.push({ ...info, source: "built-in", integrity: await entryIntegrity(folder) });
      } catch (error) {
        // A build in progress or a broken folder: leave it out rather than serve a half-written remote.
        onSkip(`${folder}: ${skipReason(error)}`);
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
  /** The app's clock (a test clock moves past the cache window without waiting). */
  now: () => number = Date.now,
): RemoteCatalog {
  let cached: { builds: RemoteBuilds; at: number } | undefined;
  let pending: Promise<RemoteBuilds> | undefined;
  // Each reason is told once, not at every scan (every 2 s while pages load).
  const told = new Set<string>();
  const tellOnce = (reason: string) => {
    if (told.has(reason)) return;
    told.add(reason);
    onSkip?.(reason);
  };
  const scan = async () => {
    const builds = await scanRemotes(distDir, tellOnce);
    cached = { builds, at: now() };
    return builds;
  };
  return {
    async get() {
      if (cached && now() - cached.at < ttlMs) return cached.builds;
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

/**
 * The built-in builds plus the published ones from the database (read on every call, so a publish on
 * any instance is known to all at once). A version both built in and published is the built-in one.
 */
export async function withPublished(db: Queryable, builtIn: RemoteBuilds): Promise<RemoteBuilds> {
  const published = await listPublishedVersions(db);
  if (published.length === 0) return builtIn;
  const all = new Map<RemoteName, RemoteBuild[]>();
  for (const [name, versions] of builtIn) all.set(name, [...versions]);
  for (const row of published) {
    const info = remoteBuildInfoSchema.safeParse({
      name: row.remote,
      version: row.version,
      contractVersion: row.contract_version,
      builtAt: row.built_at,
      exposes: row.exposes,
      federationRuntime: row.federation_runtime ?? undefined,
      routes: row.routes ?? undefined,
    });
    if (!info.success) continue;
    const versions = all.get(info.data.name) ?? [];
    if (versions.some((v) => v.version === row.version)) continue;
    versions.push({
      ...info.data,
      source: "published",
      integrity: row.integrity,
      uploadId: row.upload_id,
      publishedBy: row.published_by,
      publishedAt: row.published_at,
    });
    all.set(info.data.name, versions);
  }
  for (const versions of all.values()) versions.sort((a, b) => compareVersions(b.version, a.version));
  return all;
}
