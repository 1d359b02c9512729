// Provider credentials per account and kind. The API key column holds ciphertext only (secret-box);
// every statement is scoped by the account id the caller passes in.
import type { ProviderKind } from "@parley/shared-contracts/api/models";
import { maybeOne, one } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface ProviderCredentialRow {
  account_id: number;
  kind: ProviderKind;
  api_key_encrypted: string | null;
  base_url: string | null;
  updated_at: Date;
}

const COLUMNS = "account_id, kind, api_key_encrypted, base_url, updated_at";

export function listProviderCredentials(db: Queryable, accountId: number): Promise<ProviderCredentialRow[]> {
  return db.query<ProviderCredentialRow>(
    `SELECT ${COLUMNS} FROM provider_credentials WHERE account_id = $1 ORDER BY kind`,
    [accountId],
  );
}

export function findProviderCredential(
  db: Queryable,
  accountId: number,
  kind: ProviderKind,
): Promise<ProviderCredentialRow | undefined> {
  return maybeOne<ProviderCredentialRow>(
    db,
    `SELECT ${COLUMNS} FROM provider_credentials WHERE account_id = $1 AND kind = $2`,
    [accountId, kind],
  );
}

/** Creates or updates the row; `undefined` leaves a column unchanged, null clears it. */
export function upsertProviderCredential(
  db: Queryable,
  accountId: number,
  kind: ProviderKind,
  values: { apiKeyEncrypted?: string | null | undefined; baseUrl?: string | null | undefined },
): Promise<ProviderCredentialRow> {
  return one<ProviderCredentialRow>(
    db,
    `INSERT INTO provider_credentials AS p (account_id, kind, api_key_encrypted, base_url)
     VALUES ($1, $2, $4, $6)
     ON CONFLICT (account_id, kind) DO UPDATE SET
       api_key_encrypted = CASE WHEN $3 THEN EXCLUDED.api_key_encrypted ELSE p.api_key_encrypted END,
       base_url = CASE WHEN $5 THEN EXCLUDED.base_url ELSE p.base_url END,
       updated_at = now()
     WHERE p.account_id = $1
     RETURNING ${COLUMNS}`,
    [
      accountId,
      kind,
      values.apiKeyEncrypted !== undefined,
      values.apiKeyEncrypted ?? null,
      values.baseUrl !== undefined,
      values.baseUrl ?? null,
    ],
  );
}

export async function deleteProviderCredential(
  db: Queryable,
  accountId: number,
  kind: ProviderKind,
): Promise<boolean> {
  const rows = await db.query<{ kind: string }>(
    "DELETE FROM provider_credentials WHERE account_id = $1 AND kind = $2 RETURNING kind",
    [accountId, kind],
  );
  return rows.length > 0;
}
