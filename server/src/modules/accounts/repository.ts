// Accounts are the tenants themselves: looked up by subdomain (the host's first label) or id.
import type { SignInOption } from "@parley/shared-contracts/api/workspace";
import { maybeOne, one } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface AccountRow {
  id: number;
  subdomain: string;
  name: string;
  logo: string | null;
  sign_in_options: SignInOption[];
  balance: string;
  free_trial_end_at: Date | null;
  dlp_mode: "WARN" | "BLOCK";
  feature_flags: Record<string, boolean>;
  created_at: Date;
}

const COLUMNS =
  "id, subdomain, name, logo, sign_in_options, balance, free_trial_end_at, dlp_mode, feature_flags, created_at";

export function findAccountBySubdomain(db: Queryable, subdomain: string): Promise<AccountRow | undefined> {
  return maybeOne<AccountRow>(db, `SELECT ${COLUMNS} FROM accounts WHERE subdomain = $1`, [subdomain]);
}

export function listAccounts(db: Queryable): Promise<AccountRow[]> {
  return db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts ORDER BY subdomain`);
}

/** Sets the free-trial end and/or the balance (ops); undefined leaves a value as it is. */
export function updateAccountBilling(
  db: Queryable,
  accountId: number,
  change: { balance?: string | undefined; freeTrialEndAt?: Date | null | undefined },
): Promise<AccountRow> {
  return one<AccountRow>(
    db,
    `UPDATE accounts
        SET balance = CASE WHEN $2::boolean THEN $3::numeric ELSE balance END,
            free_trial_end_at = CASE WHEN $4::boolean THEN $5::timestamptz ELSE free_trial_end_at END,
            updated_at = now()
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      accountId,
      change.balance !== undefined,
      change.balance ?? null,
      change.freeTrialEndAt !== undefined,
      change.freeTrialEndAt ?? null,
    ],
  );
}

/** Turns one of the plan's feature flags on or off (ops); false when there is no such workspace. */
export async function setFeatureFlag(
  db: Queryable,
  subdomain: string,
  flag: string,
  on: boolean,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE accounts SET feature_flags = feature_flags || jsonb_build_object($2::text, $3::boolean),
            updated_at = now()
      WHERE subdomain = $1 RETURNING id`,
    [subdomain, flag, on],
  );
  return rows.length === 1;
}

export interface NewAccount {
  subdomain: string;
  name: string;
  logo: string | null;
  signInOptions: SignInOption[];
  balance: string;
  freeTrialEndAt: Date | null;
}

export function insertAccount(db: Queryable, account: NewAccount): Promise<AccountRow> {
  return one<AccountRow>(
    db,
    `INSERT INTO accounts (subdomain, name, logo, sign_in_options, balance, free_trial_end_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6) RETURNING ${COLUMNS}`,
    [
      account.subdomain,
      account.name,
      account.logo,
      JSON.stringify(account.signInOptions),
      account.balance,
      account.freeTrialEndAt,
    ],
  );
}

/** Renames a workspace (the admin site's settings page). */
export async function setAccountName(db: Queryable, subdomain: string, name: string): Promise<void> {
  await db.query(`UPDATE accounts SET name = $2, updated_at = now() WHERE subdomain = $1`, [subdomain, name]);
}
