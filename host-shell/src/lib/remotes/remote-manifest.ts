import type { ApiFetch } from "@parley/shared-contracts/shell";
import type { RemoteEntry } from "@parley/shared-contracts/api/remotes";
import { REMOTE_MANIFEST_PATH } from "../api-client/wire-names.ts";

/** The tenant's remotes by container name (only well-formed entries). */
export type Manifest = ReadonlyMap<string, RemoteEntry>;

function isEntry(value: unknown): value is RemoteEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.version === "string" &&
    typeof entry.entry === "string" &&
    typeof entry.contractVersion === "number"
  );
}

/**
 * GET /api/v1/remotes/manifest. Checked by hand rather than with the zod schema of
 * shared-contracts: zod would more than double the shell's first bundle for three fields.
 */
export async function fetchManifest(api: ApiFetch): Promise<Manifest> {
  const response = await api(REMOTE_MANIFEST_PATH, { cache: "no-store" });
  if (!response.ok) throw new Error(`remote manifest: HTTP ${response.status}`);
  const body = (await response.json()) as { remotes?: Record<string, unknown> };
  const remotes = new Map<string, RemoteEntry>();
  for (const [name, entry] of Object.entries(body.remotes ?? {})) {
    if (isEntry(entry)) remotes.set(name, { ...entry, pinned: entry.pinned === true });
  }
  return remotes;
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
