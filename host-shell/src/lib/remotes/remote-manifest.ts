import { parseRoutesDeclaration, type RemoteLayoutDeclaration } from "@parley/shared-contracts/remote-routes";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { REMOTE_MANIFEST_PATH } from "../api-client/wire-names.ts";
import { INLINE_MANIFEST_ID, takeInlineJson } from "../browser/inline-data.ts";

/** One loadable build the manifest names (integrity fields absent from an older server). */
export interface ManifestTarget {
  version: string;
  /** The build's mf-manifest.json, registered with the federation runtime. */
  entry: string;
  contractVersion?: number;
  /** The container script the runtime loads, and its sha384 (`sha384-…`). */
  remoteEntry?: string;
  integrity?: string;
  /** The federation runtime the build was made with. */
  federationRuntime?: string;
  /**
   * The pages and layout slots the build adds (remote-routes.ts); `"unsupported"`: declared for a
   * newer host (the build is refused); absent: an older build, the host's legacy table applies.
   */
  routes?: RemoteLayoutDeclaration | "unsupported";
}

/** A development entry's dev server, chosen by the server (`npm run dev`) or by this browser (an override). */
export interface DevelopmentSource {
  origin: string;
  by: "server" | "browser";
}

/** A remote of the tenant's manifest: the version to load and the promoted fallback. */
export interface ManifestEntry extends ManifestTarget {
  contractVersion: number;
  pinned: boolean;
  fallback?: ManifestTarget;
  development?: DevelopmentSource;
}

function asDevelopment(value: unknown): DevelopmentSource | null {
  if (typeof value !== "object" || value === null) return null;
  const { origin, by } = value as Record<string, unknown>;
  return typeof origin === "string" && (by === "server" || by === "browser") ? { origin, by } : null;
}

/** The tenant's remotes by container name (only well-formed entries). */
export type Manifest = ReadonlyMap<string, ManifestEntry>;

function asTarget(value: unknown): ManifestTarget | null {
  if (typeof value !== "object" || value === null) return null;
  const entry = value as Record<string, unknown>;
  if (typeof entry.version !== "string" || typeof entry.entry !== "string") return null;
  const text = (key: string) => (typeof entry[key] === "string" ? { [key]: entry[key] } : {});
  const routes = parseRoutesDeclaration(entry.routes);
  return {
    ...(routes !== null ? { routes } : {}),
    version: entry.version,
    entry: entry.entry,
    ...(typeof entry.contractVersion === "number" ? { contractVersion: entry.contractVersion } : {}),
    ...text("remoteEntry"),
    ...text("integrity"),
    ...text("federationRuntime"),
  };
}

/** Reads one remote's entry of the manifest body; null when malformed. */
export function parseManifestEntry(value: unknown): ManifestEntry | null {
  const target = asTarget(value);
  if (target === null || target.contractVersion === undefined) return null;
  const raw = value as { pinned?: unknown; fallback?: unknown; development?: unknown };
  const fallback = asTarget(raw.fallback);
  const development = asDevelopment(raw.development);
  return {
    ...target,
    contractVersion: target.contractVersion,
    pinned: raw.pinned === true,
    ...(fallback ? { fallback } : {}),
    ...(development ? { development } : {}),
  };
}

/** The manifest's body (`{remotes: {...}}`): only well-formed entries. */
function parseManifest(body: { remotes?: Record<string, unknown> } | null): Manifest {
  const remotes = new Map<string, ManifestEntry>();
  for (const [name, value] of Object.entries(body?.remotes ?? {})) {
    const entry = parseManifestEntry(value);
    if (entry) remotes.set(name, entry);
  }
  return remotes;
}

/** The manifest the server put into the document, once (then the server's); null without one. */
export function takeInlineManifest(doc: Document = document): Manifest | null {
  const body = takeInlineJson(INLINE_MANIFEST_ID, doc);
  return typeof body === "object" && body !== null ? parseManifest(body) : null;
}

/**
 * shellEndpoints.manifest. Checked by hand rather than with the zod schema of
 * shared-contracts: zod would more than double the shell's first bundle for a few fields.
 */
export async function fetchManifest(api: ApiFetch): Promise<Manifest> {
  const response = await api(REMOTE_MANIFEST_PATH, { cache: "no-store" });
  if (!response.ok) throw new Error(`remote manifest: HTTP ${response.status}`);
  return parseManifest((await response.json()) as { remotes?: Record<string, unknown> });
}

/** Whether a remote's mf-manifest.json lists `expose` (asked only after a load failed). */
export async function manifestExposes(entryUrl: string, expose: string): Promise<boolean | null> {
  try {
    const response = await fetch(entryUrl, { credentials: "same-origin" });
    if (!response.ok) return null;
    const manifest = (await response.json()) as { exposes?: { path?: string; name?: string }[] };
    return (manifest.exposes ?? []).some((e) => e.path === expose || `./${e.name}` === expose);
  } catch {
    return null;
  }
}
