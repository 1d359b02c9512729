// Channels: ops promote a version to the default or to chosen tenants, roll back to the version
// promoted before, or let a tenant follow the default again. Every change goes to the release log.
import { remoteNameSchema } from "@parley/shared-contracts/api/remotes";
import type { Queryable } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import { withPublished, type RemoteBuilds } from "./catalog.ts";
import { deletePin, findPin, logRelease, upsertPin } from "./repository.ts";
import { pinOwner } from "./service.ts";

async function versionsOf(db: Queryable, builtIn: RemoteBuilds, remote: string) {
  const builds = await withPublished(db, builtIn);
  const name = remoteNameSchema.safeParse(remote);
  const versions = name.success ? builds.get(name.data) : undefined;
  if (versions === undefined) {
    const known = [...builds.keys()].join(", ") || "none built yet";
    throw new HttpError(
      404,
      "remote_not_found",
      `No builds of remote "${remote}" (known: ${known})`,
    ).withParams({
      remote,
    });
  }
  return versions;
}

/** Makes `version` live for each tenant (null: the default channel); returns one line per tenant. */
export async function promoteRemote(
  db: Queryable,
  builtIn: RemoteBuilds,
  tenants: readonly (string | null)[],
  remote: string,
  version: string,
  actor: string,
): Promise<string[]> {
  const versions = await versionsOf(db, builtIn, remote);
  if (!versions.some((v) => v.version === version)) {
    throw new HttpError(
      404,
      "version_not_found",
      `Remote ${remote} has no build ${version} (built: ${versions.map((v) => v.version).join(", ")})`,
    ).withParams({ remote, version });
  }
  const lines: string[] = [];
  for (const tenant of tenants) {
    const accountId = await pinOwner(db, tenant);
    const old = await findPin(db, accountId, remote);
    const previous = old === undefined ? null : old.version === version ? old.previous_version : old.version;
    await upsertPin(db, accountId, remote, version, previous, actor);
    await logRelease(db, {
      remote,
      action: "promote",
      version,
      previous_version: old?.version ?? null,
      tenant,
      actor,
    });
    lines.push(`Promoted ${remote} ${version} for ${tenant ?? "the default channel"}`);
  }
  return lines;
}

/**
 * Puts back the version promoted before the current one (or the next channel's, when there was none);
 * answers the version rolled back from and the one put back (null: the channel follows the next one).
 */
export async function rollbackRemote(
  db: Queryable,
  builtIn: RemoteBuilds,
  tenant: string | null,
  remote: string,
  actor: string,
): Promise<{ from: string; to: string | null }> {
  const versions = await versionsOf(db, builtIn, remote);
  const accountId = await pinOwner(db, tenant);
  const pin = await findPin(db, accountId, remote);
  if (pin === undefined) {
    const who = tenant ?? "the default channel";
    throw new HttpError(409, "nothing_promoted", `Nothing is promoted for ${who} to roll back`).withParams({
      remote,
      tenant,
    });
  }
  const previous = pin.previous_version;
  const restored = previous !== null && versions.some((v) => v.version === previous);
  if (restored) {
    // The rolled-back version is not a fallback: the next one comes from the next channel.
    await upsertPin(db, accountId, remote, previous, null, actor);
  } else {
    await deletePin(db, accountId, remote);
  }
  await logRelease(db, {
    remote,
    action: "rollback",
    version: previous,
    previous_version: pin.version,
    tenant,
    actor,
  });
  return { from: pin.version, to: restored ? previous : null };
}

/** The tenant follows the default channel again (the default: the newest built-in build). */
export async function unpinRemote(
  db: Queryable,
  tenant: string | null,
  remote: string,
  actor: string,
): Promise<boolean> {
  const accountId = await pinOwner(db, tenant);
  const pin = await findPin(db, accountId, remote);
  const removed = await deletePin(db, accountId, remote);
  if (removed)
    await logRelease(db, {
      remote,
      action: "unpin",
      version: null,
      previous_version: pin?.version ?? null,
      tenant,
      actor,
    });
  return removed;
}
