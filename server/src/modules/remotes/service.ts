// The per-tenant remote manifest and the ops listing. A remote's version for a tenant: the tenant's
// promotion, else the default promotion, else the newest built-in build. A published build that no one
// promoted is staged: it is never served.
import type { RemoteManifest, RemoteTarget } from "@parley/shared-contracts/api/remotes";
import type { Queryable } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import { findAccountBySubdomain } from "../accounts/repository.ts";
import { REMOTE_ENTRY_FILE, withPublished, type RemoteBuild, type RemoteBuilds } from "./catalog.ts";
import { findPinsFor, listAllPins } from "./repository.ts";
import type { PinRow } from "./repository.ts";

export function entryUrl(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

/** `origin`: PARLEY_REMOTES_ORIGIN (a CDN), or "" for URLs on the page's own origin. */
function target(build: RemoteBuild, origin: string): RemoteTarget {
  return {
    version: build.version,
    entry: `${origin}${entryUrl(build.name, build.version)}`,
    remoteEntry: `${origin}/remotes/${build.name}/${build.version}/${REMOTE_ENTRY_FILE}`,
    integrity: build.integrity,
    contractVersion: build.contractVersion,
    ...(build.federationRuntime ? { federationRuntime: build.federationRuntime } : {}),
    ...(build.routes ? { routes: build.routes } : {}),
  };
}

/**
 * For each remote: the version to load, and as fallback the version promoted before it in the same
 * channel, else what the next channel serves (the default, then the newest built-in). A pin whose build
 * is gone is skipped (and reported through `onStalePin`).
 */
export function resolveManifest(
  builds: RemoteBuilds,
  pins: readonly PinRow[],
  accountId: number | null,
  onStalePin: (pin: PinRow) => void = () => {},
  origin = "",
): RemoteManifest {
  const remotes: RemoteManifest["remotes"] = {};
  for (const [name, versions] of builds) {
    const find = (version: string | null | undefined) =>
      version ? versions.find((v) => v.version === version) : undefined;
    const builtIn = versions.find((v) => v.source === "built-in");
    const live = (pin: PinRow | undefined) => {
      const build = find(pin?.version);
      if (pin && !build) onStalePin(pin);
      return build;
    };
    const tenantPin =
      accountId !== null ? pins.find((p) => p.remote === name && p.account_id === accountId) : undefined;
    const defaultPin = pins.find((p) => p.remote === name && p.account_id === null);
    const fromTenant = live(tenantPin);
    const fromDefault = live(defaultPin);
    const chosen = fromTenant ?? fromDefault ?? builtIn;
    if (chosen === undefined) continue;
    const channel = fromTenant ? "tenant" : fromDefault ? "default" : "built-in";
    const fallback = [
      find(fromTenant ? tenantPin?.previous_version : undefined),
      fromTenant ? fromDefault : undefined,
      find(fromDefault && !fromTenant ? defaultPin?.previous_version : undefined),
      builtIn,
    ].find((b) => b !== undefined && b.version !== chosen.version);
    remotes[name] = {
      ...target(chosen, origin),
      pinned: channel !== "built-in",
      channel,
      ...(fallback ? { fallback: target(fallback, origin) } : {}),
    };
  }
  return { remotes };
}

export async function manifestFor(
  db: Queryable,
  builtIn: RemoteBuilds,
  accountId: number | null,
  onStalePin?: (pin: PinRow) => void,
  origin?: string,
): Promise<RemoteManifest> {
  const builds = await withPublished(db, builtIn);
  return resolveManifest(builds, await findPinsFor(db, accountId), accountId, onStalePin, origin);
}

/** `null` is the default channel; a subdomain must name an existing workspace. */
export async function pinOwner(db: Queryable, tenant: string | null): Promise<number | null> {
  if (tenant === null) return null;
  const account = await findAccountBySubdomain(db, tenant);
  if (account === undefined)
    throw new HttpError(404, "workspace_not_found", `No workspace "${tenant}"`).withParams({
      subdomain: tenant,
    });
  return account.id;
}

export interface RemoteListing {
  tenant: string | null;
  remotes: {
    name: string;
    versions: string[];
    /** Published versions that no channel serves (waiting for promotion). */
    staged: string[];
    newest: string;
    defaultPin: string | null;
    tenantPin: string | null;
    serves: string;
    fallback: string | null;
  }[];
  /** Without a tenant: every tenant's own pins. */
  tenantPins: { tenant: string; remote: string; version: string }[];
}

export async function listRemotes(
  db: Queryable,
  builtIn: RemoteBuilds,
  tenant: string | null,
): Promise<RemoteListing> {
  const builds = await withPublished(db, builtIn);
  const accountId = await pinOwner(db, tenant);
  const pins = await findPinsFor(db, accountId);
  const manifest = resolveManifest(builds, pins, accountId);
  const allPins = await listAllPins(db);
  const remotes = [...builds].map(([name, versions]) => ({
    name,
    versions: versions.map((v) => v.version),
    staged: versions
      .filter(
        (v) => v.source === "published" && !allPins.some((p) => p.remote === name && p.version === v.version),
      )
      .map((v) => v.version),
    newest: versions.find((v) => v.source === "built-in")?.version ?? "",
    defaultPin: pins.find((p) => p.remote === name && p.account_id === null)?.version ?? null,
    tenantPin:
      accountId === null
        ? null
        : (pins.find((p) => p.remote === name && p.account_id === accountId)?.version ?? null),
    serves: manifest.remotes[name]?.version ?? "",
    fallback: manifest.remotes[name]?.fallback?.version ?? null,
  }));
  const tenantPins =
    tenant === null
      ? allPins
          .filter((p) => p.subdomain !== null)
          .map((p) => ({ tenant: p.subdomain ?? "", remote: p.remote, version: p.version }))
      : [];
  return { tenant, remotes, tenantPins };
}
