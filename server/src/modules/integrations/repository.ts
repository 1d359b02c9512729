// Knowledge-source integrations and their OAuth states, always scoped by account and member.
import type { Integration } from "@parley/shared-contracts/api/integrations";
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface Owner {
  accountId: number;
  memberId: number;
}

const COLUMNS = `id, external_email AS rememberizer_email, external_name AS rememberizer_name, is_active, status`;

export function listIntegrations(db: Queryable, owner: Owner): Promise<Integration[]> {
  return db.query<Integration>(
    `SELECT ${COLUMNS} FROM knowledge_integrations WHERE account_id = $1 AND member_id = $2 ORDER BY id`,
    [owner.accountId, owner.memberId],
  );
}

/** Connects an account, or refreshes the token of one connected before (then Active again). */
export async function saveIntegration(
  db: Queryable,
  owner: Owner,
  account: { email: string; name: string },
  seal: (id: number) => string,
): Promise<Integration> {
  const row = await maybeOne<{ id: number }>(
    db,
    `INSERT INTO knowledge_integrations (account_id, member_id, external_email, external_name, access_token_sealed)
     VALUES ($1, $2, $3, $4, '')
     ON CONFLICT (account_id, member_id, external_email)
       DO UPDATE SET external_name = EXCLUDED.external_name, status = 'Active'
     RETURNING id`,
    [owner.accountId, owner.memberId, account.email, account.name],
  );
  const id = row?.id ?? 0;
  // Sealed with the row's id as associated data, so a token copied to another row does not open.
  const [saved] = await db.query<Integration>(
    `UPDATE knowledge_integrations SET access_token_sealed = $4
     WHERE account_id = $1 AND member_id = $2 AND id = $3 RETURNING ${COLUMNS}`,
    [owner.accountId, owner.memberId, id, seal(id)],
  );
  if (!saved) throw new Error("integration not saved");
  return saved;
}

export async function setIntegrationActive(
  db: Queryable,
  owner: Owner,
  id: number,
  active: boolean,
): Promise<Integration | undefined> {
  return maybeOne<Integration>(
    db,
    `UPDATE knowledge_integrations SET is_active = $4
     WHERE account_id = $1 AND member_id = $2 AND id = $3 RETURNING ${COLUMNS}`,
    [owner.accountId, owner.memberId, id, active],
  );
}

export async function deleteIntegration(db: Queryable, owner: Owner, id: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    "DELETE FROM knowledge_integrations WHERE account_id = $1 AND member_id = $2 AND id = $3 RETURNING id",
    [owner.accountId, owner.memberId, id],
  );
  return rows.length === 1;
}

export async function saveOauthState(
  db: Queryable,
  owner: Owner,
  stateHash: string,
  returnPath: string,
  ttlSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO knowledge_oauth_states (state_hash, account_id, member_id, return_path, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [stateHash, owner.accountId, owner.memberId, returnPath, ttlSeconds],
  );
}

/** Takes a state once (deleted as it is read); undefined when unknown, used or expired. */
export function takeOauthState(
  db: Queryable,
  accountId: number,
  stateHash: string,
): Promise<{ member_id: number; return_path: string } | undefined> {
  return maybeOne(
    db,
    `DELETE FROM knowledge_oauth_states WHERE state_hash = $1 AND account_id = $2 AND expires_at > now()
     RETURNING member_id, return_path`,
    [stateHash, accountId],
  );
}
