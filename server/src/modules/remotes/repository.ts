// Remote pins. account_id NULL is the default pin; tenant functions take the account id explicitly.
import type { Queryable } from "../../lib/db/database.ts";

export interface PinRow {
  account_id: number | null;
  remote: string;
  version: string;
}

/** The tenant's pins and the default pins (accountId null: default pins only). */
export function findPinsFor(db: Queryable, accountId: number | null): Promise<PinRow[]> {
  return db.query<PinRow>(
    "SELECT account_id, remote, version FROM remote_pins WHERE account_id IS NULL OR account_id = $1",
    [accountId],
  );
}

/** Every pin with its workspace (ops listing across tenants). */
export function listAllPins(db: Queryable): Promise<(PinRow & { subdomain: string | null })[]> {
  return db.query(
    `SELECT p.account_id, p.remote, p.version, a.subdomain FROM remote_pins p
     LEFT JOIN accounts a ON a.id = p.account_id ORDER BY a.subdomain NULLS FIRST, p.remote`,
  );
}

export async function upsertPin(
  db: Queryable,
  accountId: number | null,
  remote: string,
  version: string,
): Promise<void> {
  await db.query(
    `INSERT INTO remote_pins (account_id, remote, version) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, remote) DO UPDATE SET version = EXCLUDED.version, updated_at = now()`,
    [accountId, remote, version],
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
