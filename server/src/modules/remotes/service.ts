// The per-tenant remote manifest and the pin operations behind the ops CLI/API.
import { remoteNameSchema } from "@parley/shared-contracts/api/remotes";
import type { RemoteManifest } from "@parley/shared-contracts/api/remotes";
import type { Queryable } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import { findAccountBySubdomain } from "../accounts/repository.ts";
import type { RemoteBuilds } from "./catalog.ts";
import { deletePin, findPinsFor, listAllPins, upsertPin } from "./repository.ts";
import type { PinRow } from "./repository.ts";

export function entryUrl(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

/**
 * For each remote with at least one build: the tenant's pin, else the default pin, else the newest.
 * A pin whose build has been deleted falls back to the newest (and is reported through `onStalePin`).
 */
export function resolveManifest(
  builds: RemoteBuilds,
  pins: readonly PinRow[],
  accountId: number | null,
  onStalePin: (pin: PinRow) => void = () => {},
): RemoteManifest {
  const remotes: RemoteManifest["remotes"] = {};
  for (const [name, versions] of builds) {
    const newest = versions[0];
    if (newest === undefined) continue;
    const pin =
      (accountId !== null ? pins.find((p) => p.remote === name && p.account_id === accountId) : undefined) ??
      pins.find((p) => p.remote === name && p.account_id === null);
    const pinned = pin ? versions.find((v) => v.version === pin.version) : undefined;
    if (pin && !pinned) onStalePin(pin);
    const chosen = pinned ?? newest;
    remotes[name] = {
      version: chosen.version,
      entry: entryUrl(name, chosen.version),
      contractVersion: chosen.contractVersion,
      pinned: pinned !== undefined,
    };
  }
  return { remotes };
}

export async function manifestFor(
  db: Queryable,
  builds: RemoteBuilds,
  accountId: number | null,
  onStalePin?: (pin: PinRow) => void,
): Promise<RemoteManifest> {
  return resolveManifest(builds, await findPinsFor(db, accountId), accountId, onStalePin);
}

/** `null` is the default pin; a subdomain must name an existing workspace. */
async function pinOwner(db: Queryable, tenant: string | null): Promise<number | null> {
  if (tenant === null) return null;
  const account = await findAccountBySubdomain(db, tenant);
  if (account === undefined) throw new HttpError(404, "workspace_not_found", `No workspace "${tenant}"`);
  return account.id;
}

export async function pinRemote(
  db: Queryable,
  builds: RemoteBuilds,
  tenant: string | null,
  remote: string,
  version: string,
): Promise<void> {
  const name = remoteNameSchema.safeParse(remote);
  const versions = name.success ? builds.get(name.data) : undefined;
  if (versions === undefined) {
    const known = [...builds.keys()].join(", ") || "none built yet";
    throw new HttpError(404, "remote_not_found", `No builds of remote "${remote}" (known: ${known})`);
  }
  if (!versions.some((v) => v.version === version)) {
    throw new HttpError(
      404,
      "version_not_found",
      `Remote ${remote} has no build ${version} (built: ${versions.map((v) => v.version).join(", ")})`,
    );
  }
  await upsertPin(db, await pinOwner(db, tenant), remote, version);
}

export async function unpinRemote(db: Queryable, tenant: string | null, remote: string): Promise<boolean> {
  return deletePin(db, await pinOwner(db, tenant), remote);
}

export interface RemoteListing {
  tenant: string | null;
  remotes: {
    name: string;
    versions: string[];
    newest: string;
    defaultPin: string | null;
    tenantPin: string | null;
    serves: string;
  }[];
  /** Without a tenant: every tenant's own pins. */
  tenantPins: { tenant: string; remote: string; version: string }[];
}

export async function listRemotes(
  db: Queryable,
  builds: RemoteBuilds,
  tenant: string | null,
): Promise<RemoteListing> {
  const accountId = await pinOwner(db, tenant);
  const pins = await findPinsFor(db, accountId);
  const manifest = resolveManifest(builds, pins, accountId);
  const remotes = [...builds].map(([name, versions]) => ({
    name,
    versions: versions.map((v) => v.version),
    newest: versions[0]?.version ?? "",
    defaultPin: pins.find((p) => p.remote === name && p.account_id === null)?.version ?? null,
    tenantPin:
      accountId === null
        ? null
        : (pins.find((p) => p.remote === name && p.account_id === accountId)?.version ?? null),
    serves: manifest.remotes[name]?.version ?? "",
  }));
  const tenantPins =
    tenant === null
      ? (await listAllPins(db))
          .filter((p) => p.subdomain !== null)
          .map((p) => ({ tenant: p.subdomain ?? "", remote: p.remote, version: p.version }))
      : [];
  return { tenant, remotes, tenantPins };
}
