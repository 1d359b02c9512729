// Development entries of the remote manifest. Two sources:
// - PARLEY_DEV_SERVERS (`npm run dev`): every browser of this server loads the named remotes from
//   their dev servers; the server reads each dev server's parley-remote.json (it runs beside them)
//   for the pages and contract the build declares.
// - one browser's override (the signed cookie, override-cookie.ts): that browser alone loads one
//   remote from a dev server on the developer's machine, which the server may not reach; the entry
//   keeps the declarations of the version it replaces, and the page checks the dev build against the
//   shell's contract before loading it (host-shell remote-loader.ts).
// Either way the replaced version becomes the entry's fallback, so a dev server that is down or a
// build that fails its checks falls back like any failing remote.
import {
  remoteBuildInfoSchema,
  remoteNameSchema,
  type RemoteEntry,
  type RemoteManifest,
  type RemoteName,
  type RemoteTarget,
} from "@parley/shared-contracts/api/remotes";

/** The version a dev build carries (scripts/build.ts --dev, the dev servers). */
export const DEV_VERSION = "0.0.0-dev";
const INFO_TTL_MS = 1000;
const INFO_TIMEOUT_MS = 1000;

type Declarations = Pick<RemoteTarget, "contractVersion" | "federationRuntime" | "routes">;

/** The entry that loads `remote` from `origin`, falling back to what it replaces. */
export function developmentEntry(
  replaced: RemoteEntry | undefined,
  origin: string,
  by: "server" | "browser",
  declared?: Declarations,
): RemoteEntry | undefined {
  const declarations = declared ?? replaced;
  if (declarations === undefined) return undefined;
  const fallback: RemoteTarget | undefined = replaced && {
    version: replaced.version,
    entry: replaced.entry,
    remoteEntry: replaced.remoteEntry,
    ...(replaced.integrity !== undefined ? { integrity: replaced.integrity } : {}),
    contractVersion: replaced.contractVersion,
    ...(replaced.federationRuntime ? { federationRuntime: replaced.federationRuntime } : {}),
    ...(replaced.routes ? { routes: replaced.routes } : {}),
  };
  return {
    version: DEV_VERSION,
    // The container script itself: without a hash the shell registers `entry` with the federation
    // runtime, which loads it as a script.
    entry: `${origin}/remoteEntry.js`,
    remoteEntry: `${origin}/remoteEntry.js`,
    contractVersion: declarations.contractVersion,
    ...(declarations.federationRuntime ? { federationRuntime: declarations.federationRuntime } : {}),
    ...(declarations.routes ? { routes: declarations.routes } : {}),
    pinned: false,
    channel: "development",
    development: { origin, by },
    ...(fallback ? { fallback } : {}),
  };
}

/**
 * Reads each dev server's parley-remote.json, kept for a second (a page load asks for the manifest
 * twice at most); a dev server that does not answer leaves the replaced version's declarations.
 */
export function createDevServerInfo(fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, { at: number; info: Promise<Declarations | undefined> }>();
  async function read(origin: string): Promise<Declarations | undefined> {
    try {
      const response = await fetchImpl(`${origin}/parley-remote.json`, {
        signal: AbortSignal.timeout(INFO_TIMEOUT_MS),
      });
      if (!response.ok) return undefined;
      const parsed = remoteBuildInfoSchema.safeParse(await response.json());
      if (!parsed.success) return undefined;
      const { contractVersion, federationRuntime, routes } = parsed.data;
      return {
        contractVersion,
        ...(federationRuntime ? { federationRuntime } : {}),
        ...(routes ? { routes } : {}),
      };
    } catch {
      return undefined;
    }
  }
  return (origin: string, now = Date.now()): Promise<Declarations | undefined> => {
    const hit = cache.get(origin);
    if (hit && now - hit.at < INFO_TTL_MS) return hit.info;
    const info = read(origin);
    cache.set(origin, { at: now, info });
    return info;
  };
}

/** The manifest with the dev servers' remotes and then the browser's override put in. */
export async function withDevelopment(
  manifest: RemoteManifest,
  servers: ReadonlyMap<RemoteName, string>,
  devServerInfo: (origin: string) => Promise<Declarations | undefined>,
  override: { remote: RemoteName; origin: string } | undefined,
): Promise<RemoteManifest> {
  if (servers.size === 0 && override === undefined) return manifest;
  const remotes = { ...manifest.remotes };
  await Promise.all(
    [...servers].map(async ([remote, origin]) => {
      const entry = developmentEntry(remotes[remote], origin, "server", await devServerInfo(origin));
      if (entry) remotes[remote] = entry;
    }),
  );
  if (override) {
    // Over a dev server's entry too: the fallback stays the released version.
    const current = remotes[override.remote];
    const replaced = current?.channel === "development" ? manifest.remotes[override.remote] : current;
    const entry = developmentEntry(replaced, override.origin, "browser", replaced ?? current);
    if (entry) remotes[override.remote] = entry;
  }
  return { remotes };
}

/** PARLEY_DEV_SERVERS (`shell=http://localhost:3000,mf_tools=http://localhost:3005`), parsed. */
export function parseDevServers(value: string | undefined): {
  remotes: Map<RemoteName, string>;
  origins: string[];
} {
  const remotes = new Map<RemoteName, string>();
  const origins: string[] = [];
  for (const item of (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = item.indexOf("=");
    const name = item.slice(0, at).trim();
    const url = URL.parse(item.slice(at + 1).trim());
    const remote = remoteNameSchema.safeParse(name);
    if (at < 1 || url === null || (url.protocol !== "http:" && url.protocol !== "https:"))
      throw new Error(`PARLEY_DEV_SERVERS: "${item}" is not <name>=<http origin>`);
    if (name !== "shell" && !remote.success)
      throw new Error(
        `PARLEY_DEV_SERVERS: "${name}" is not shell or a remote (${remoteNameSchema.options.join(", ")})`,
      );
    origins.push(url.origin);
    if (remote.success) remotes.set(remote.data, url.origin);
  }
  return { remotes, origins };
}
