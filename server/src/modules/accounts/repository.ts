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
  /** Set while ops have suspended the workspace (no sign-in, no API). */
  suspended_at: Date | null;
}

const COLUMN_NAMES = [
  "id",
  "subdomain",
  "name",
  "logo",
  "sign_in_options",
  "balance",
  "free_trial_end_at",
  "dlp_mode",
  "feature_flags",
  "created_at",
  "suspended_at",
];
const COLUMNS = COLUMN_NAMES.join(", ");

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

export async function setAccountLogo(db: Queryable, accountId: number, logo: string | null): Promise<void> {
  await db.query(`UPDATE accounts SET logo = $2, updated_at = now() WHERE id = $1`, [accountId, logo]);
}

/** Suspends (now) or reinstates a workspace (ops); undefined when there is no such workspace. */
export function setAccountSuspended(
  db: Queryable,
  subdomain: string,
  suspended: boolean,
): Promise<AccountRow | undefined> {
  return maybeOne<AccountRow>(
    db,
    `UPDATE accounts SET suspended_at = CASE WHEN $2::boolean THEN COALESCE(suspended_at, now()) END,
            updated_at = now()
      WHERE subdomain = $1 RETURNING ${COLUMNS}`,
    [subdomain, suspended],
  );
}

/** Ends every live session of the workspace (suspension); returns their ids. */
export async function revokeAccountSessions(
  db: Queryable,
  accountId: number,
  reason: string,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $2
     WHERE account_id = $1 AND revoked_at IS NULL RETURNING id`,
    [accountId, reason],
  );
  return rows.map((row) => row.id);
}

/** The ops workspaces page: every workspace with its member count. */
export function listAccountsWithMemberCounts(
  db: Queryable,
): Promise<(AccountRow & { member_count: number })[]> {
  return db.query(
    `SELECT ${COLUMN_NAMES.map((c) => `a.${c}`).join(", ")},
            (SELECT count(*)::int FROM members m WHERE m.account_id = a.id) AS member_count
       FROM accounts a ORDER BY a.subdomain`,
  );
}
