// The ops versions page (docs/admin-site.md § Ops: versions and canary): per remote every build with
// where it is promoted and the browsers' load-error reports for it — what `remotes list` and
// `remotes failures` print, joined per version.
import type { OpsRemoteVersion, OpsRemoteVersions } from "@parley/shared-contracts/api/ops";
import type { Queryable } from "../../lib/db/database.ts";
import { withPublished, type RemoteBuilds } from "./catalog.ts";
import {
  countFailuresByVersion,
  countFailedAttemptsSince,
  countFailuresSince,
  countLoadsSince,
  latestFailuresByVersion,
  listAllPins,
  listTenantPinTimes,
} from "./repository.ts";

const LATEST_PER_VERSION = 5;

export async function listRemoteVersions(db: Queryable, builtIn: RemoteBuilds): Promise<OpsRemoteVersions> {
  const builds = await withPublished(db, builtIn);
  const pins = await listAllPins(db);
  const tenantPins = await listTenantPinTimes(db);
  const counts = await countFailuresByVersion(db);
  const latest = await latestFailuresByVersion(db, LATEST_PER_VERSION);
  const remotes: OpsRemoteVersions["remotes"] = [];
  for (const [name, versions] of builds) {
    const newest = versions.find((v) => v.source === "built-in")?.version;
    const rows: OpsRemoteVersion[] = [];
    for (const build of versions) {
      const promoted = pins.filter((p) => p.remote === name && p.version === build.version);
      const count = counts.find((c) => c.remote === name && c.version === build.version);
      const tenants = await Promise.all(
        tenantPins
          .filter((p) => p.remote === name && p.version === build.version)
          .map(async (p) => {
            const since = [db, name, build.version, p.subdomain, p.updated_at] as const;
            const loads = await countLoadsSince(...since);
            const failed = await countFailedAttemptsSince(...since);
            return {
              tenant: p.subdomain,
              promotedAt: p.updated_at.toISOString(),
              failuresSincePromotion: await countFailuresSince(...since),
              loadsSincePromotion: loads,
              errorRate: loads + failed === 0 ? null : failed / (loads + failed),
            };
          }),
      );
      rows.push({
        version: build.version,
        source: build.source,
        newestBuiltIn: build.version === newest,
        staged: build.source === "published" && promoted.length === 0,
        defaultPromoted: promoted.some((p) => p.account_id === null),
        publishedAt: build.publishedAt?.toISOString() ?? null,
        publishedBy: build.publishedBy ?? null,
        tenants,
        failures: {
          count: count?.count ?? 0,
          fallbacks: count?.fallbacks ?? 0,
          latest: latest
            .filter((f) => f.remote === name && f.version === build.version)
            .map((f) => ({ at: f.at.toISOString(), tenant: f.tenant, phase: f.phase, message: f.message })),
        },
      });
    }
    remotes.push({ name, versions: rows });
  }
  return { remotes };
}
