// Remote pins (promotions), published versions, publish tokens, the release log and browser failure
// reports. account_id NULL is the default channel; tenant functions take the account id explicitly.
import type { RemoteRoutesDeclaration } from "@parley/shared-contracts/remote-routes";
import type { Queryable } from "../../lib/db/database.ts";

export interface PinRow {
  account_id: number | null;
  remote: string;
  version: string;
  previous_version: string | null;
}

/** The tenant's pins and the default pins (accountId null: default pins only). */
export function findPinsFor(db: Queryable, accountId: number | null): Promise<PinRow[]> {
  return db.query<PinRow>(
    `SELECT account_id, remote, version, previous_version FROM remote_pins
     WHERE account_id IS NULL OR account_id = $1`,
    [accountId],
  );
}

/** Every pin with its workspace (ops listing across tenants). */
export function listAllPins(db: Queryable): Promise<(PinRow & { subdomain: string | null })[]> {
  return db.query(
    `SELECT p.account_id, p.remote, p.version, p.previous_version, a.subdomain FROM remote_pins p
     LEFT JOIN accounts a ON a.id = p.account_id ORDER BY a.subdomain NULLS FIRST, p.remote`,
  );
}

export async function findPin(
  db: Queryable,
  accountId: number | null,
  remote: string,
): Promise<PinRow | undefined> {
  const rows = await db.query<PinRow>(
    `SELECT account_id, remote, version, previous_version FROM remote_pins
     WHERE account_id IS NOT DISTINCT FROM $1 AND remote = $2`,
    [accountId, remote],
  );
  return rows[0];
}

export async function upsertPin(
  db: Queryable,
  accountId: number | null,
  remote: string,
  version: string,
  previousVersion: string | null,
  actor: string,
): Promise<void> {
  await db.query(
    `INSERT INTO remote_pins (account_id, remote, version, previous_version, promoted_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (account_id, remote) DO UPDATE SET version = EXCLUDED.version,
       previous_version = EXCLUDED.previous_version, promoted_by = EXCLUDED.promoted_by, updated_at = now()`,
    [accountId, remote, version, previousVersion, actor],
  );
}

/** Removes a pin; false when there was none. */
export async function deletePin(db: Queryable, accountId: number | null, remote: string): Promise<boolean> {
  const rows = await db.query(
    "DELETE FROM remote_pins WHERE account_id IS NOT DISTINCT FROM $1 AND remote = $2 RETURNING id",
    [accountId, remote],
  );
  return rows.length > 0;
}

export interface PublishedVersionRow {
  remote: string;
  version: string;
  contract_version: number;
  built_at: string;
  exposes: string[];
  integrity: string;
  files: { path: string; size: number; integrity: string }[];
  federation_runtime: string | null;
  /** parley-remote.json's `routes` (null for builds without declarations). */
  routes: RemoteRoutesDeclaration | null;
  upload_id: string;
  published_by: string;
  published_at: Date;
}

export function listPublishedVersions(db: Queryable): Promise<PublishedVersionRow[]> {
  return db.query<PublishedVersionRow>(
    `SELECT remote, version, contract_version, built_at, exposes, integrity, files, federation_runtime,
            routes, upload_id, published_by, published_at FROM remote_versions`,
  );
}

/** False when the version exists already (immutable: the first publish wins). */
export async function insertPublishedVersion(
  db: Queryable,
  row: Omit<PublishedVersionRow, "published_at">,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO remote_versions (remote, version, contract_version, built_at, exposes, integrity, files,
       federation_runtime, routes, upload_id, published_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (remote, version) DO NOTHING RETURNING id`,
    [
      row.remote,
      row.version,
      row.contract_version,
      row.built_at,
      JSON.stringify(row.exposes),
      row.integrity,
      JSON.stringify(row.files),
      row.federation_runtime,
      row.routes === null ? null : JSON.stringify(row.routes),
      row.upload_id,
      row.published_by,
    ],
  );
  return rows.length > 0;
}

export interface PublishTokenRow {
  id: number;
  remote: string;
  label: string;
  created_by: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export async function insertPublishToken(
  db: Queryable,
  remote: string,
  label: string,
  tokenHash: string,
  actor: string,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO remote_publish_tokens (remote, label, token_hash, created_by) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [remote, label, tokenHash, actor],
  );
  return rows[0]?.id ?? 0;
}

/** A live (not revoked) token by its hash; marks it used. */
export async function usePublishToken(
  db: Queryable,
  tokenHash: string,
): Promise<PublishTokenRow | undefined> {
  const rows = await db.query<PublishTokenRow>(
    `UPDATE remote_publish_tokens SET last_used_at = now() WHERE token_hash = $1 AND revoked_at IS NULL
     RETURNING id, remote, label, created_by, created_at, last_used_at, revoked_at`,
    [tokenHash],
  );
  return rows[0];
}

export function listPublishTokens(db: Queryable): Promise<PublishTokenRow[]> {
  return db.query<PublishTokenRow>(
    `SELECT id, remote, label, created_by, created_at, last_used_at, revoked_at FROM remote_publish_tokens
     ORDER BY id`,
  );
}

export async function revokePublishToken(db: Queryable, id: number): Promise<PublishTokenRow | undefined> {
  const rows = await db.query<PublishTokenRow>(
    `UPDATE remote_publish_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL
     RETURNING id, remote, label, created_by, created_at, last_used_at, revoked_at`,
    [id],
  );
  return rows[0];
}

export interface ReleaseLogRow {
  id: number;
  remote: string;
  action: string;
  version: string | null;
  previous_version: string | null;
  tenant: string | null;
  actor: string;
  at: Date;
}

export async function logRelease(db: Queryable, entry: Omit<ReleaseLogRow, "id" | "at">): Promise<void> {
  await db.query(
    `INSERT INTO remote_release_log (remote, action, version, previous_version, tenant, actor)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [entry.remote, entry.action, entry.version, entry.previous_version, entry.tenant, entry.actor],
  );
}

export function listReleaseLog(db: Queryable, remote: string | null, limit = 50): Promise<ReleaseLogRow[]> {
  return db.query<ReleaseLogRow>(
    `SELECT id, remote, action, version, previous_version, tenant, actor, at FROM remote_release_log
     WHERE $1::text IS NULL OR remote = $1 ORDER BY id DESC LIMIT $2`,
    [remote, limit],
  );
}

export interface FailureRow {
  tenant: string | null;
  remote: string;
  version: string | null;
  fallback_version: string | null;
  phase: string;
  message: string;
  path: string | null;
  at: Date;
}

export async function insertFailure(db: Queryable, row: Omit<FailureRow, "at">): Promise<void> {
  await db.query(
    `INSERT INTO remote_failures (tenant, remote, version, fallback_version, phase, message, path)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.tenant, row.remote, row.version, row.fallback_version, row.phase, row.message, row.path],
  );
}

export function listFailures(db: Queryable, limit = 50): Promise<FailureRow[]> {
  return db.query<FailureRow>(
    `SELECT tenant, remote, version, fallback_version, phase, message, path, at FROM remote_failures
     ORDER BY id DESC LIMIT $1`,
    [limit],
  );
}

/** Every tenant pin with its workspace and when it last changed (the canary's "since promotion"). */
export function listTenantPinTimes(
  db: Queryable,
): Promise<{ subdomain: string; remote: string; version: string; updated_at: Date }[]> {
  return db.query(
    `SELECT a.subdomain, p.remote, p.version, p.updated_at FROM remote_pins p
     JOIN accounts a ON a.id = p.account_id ORDER BY a.subdomain, p.remote`,
  );
}

export interface FailureCountRow {
  remote: string;
  version: string | null;
  count: number;
  fallbacks: number;
}

/** Reports per remote and version. */
export function countFailuresByVersion(db: Queryable): Promise<FailureCountRow[]> {
  return db.query<FailureCountRow>(
    `SELECT remote, version, count(*)::int AS count,
            (count(*) FILTER (WHERE phase = 'fallback'))::int AS fallbacks
       FROM remote_failures GROUP BY remote, version`,
  );
}

/** The newest `perVersion` reports of each remote and version. */
export function latestFailuresByVersion(db: Queryable, perVersion: number): Promise<FailureRow[]> {
  return db.query<FailureRow>(
    `SELECT tenant, remote, version, fallback_version, phase, message, path, at FROM (
       SELECT *, row_number() OVER (PARTITION BY remote, version ORDER BY id DESC) AS n FROM remote_failures
     ) ranked WHERE n <= $1 ORDER BY id DESC`,
    [perVersion],
  );
}

/** Reports of one version from one tenant since a time (a canary's error count). */
export async function countFailuresSince(
  db: Queryable,
  remote: string,
  version: string,
  tenant: string,
  since: Date,
): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM remote_failures
     WHERE remote = $1 AND version = $2 AND tenant = $3 AND at >= $4`,
    [remote, version, tenant, since],
  );
  return rows[0]?.count ?? 0;
}

/** Failed attempts of a version by a tenant since a time: its reports without the fallback ones. */
export async function countFailedAttemptsSince(
  db: Queryable,
  remote: string,
  version: string,
  tenant: string,
  since: Date,
): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM remote_failures
     WHERE remote = $1 AND version = $2 AND tenant = $3 AND at >= $4 AND phase <> 'fallback'`,
    [remote, version, tenant, since],
  );
  return rows[0]?.count ?? 0;
}

/** Adds one load per entry to this minute's row of its tenant, remote and version. */
export async function addLoads(
  db: Queryable,
  tenant: string,
  loads: readonly { remote: string; version: string }[],
): Promise<void> {
  for (const { remote, version } of loads)
    await db.query(
      `INSERT INTO remote_loads (tenant, remote, version, minute, loads)
       VALUES ($1, $2, $3, date_trunc('minute', now()), 1)
       ON CONFLICT (tenant, remote, version, minute) DO UPDATE SET loads = remote_loads.loads + 1`,
      [tenant, remote, version],
    );
}

/** Loads of a version by a tenant from the minute of `since` on (the canary's denominator). */
export async function countLoadsSince(
  db: Queryable,
  remote: string,
  version: string,
  tenant: string,
  since: Date,
): Promise<number> {
  const rows = await db.query<{ loads: number }>(
    `SELECT COALESCE(sum(loads), 0)::int AS loads FROM remote_loads
     WHERE remote = $1 AND version = $2 AND tenant = $3 AND minute >= date_trunc('minute', $4::timestamptz)`,
    [remote, version, tenant, since],
  );
  return rows[0]?.loads ?? 0;
}
