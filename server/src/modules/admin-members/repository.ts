// The members page's reads and the role and activation changes. Every statement is scoped by account.
import type { MemberRole } from "@parley/shared-contracts/api/profile";
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface AdminMemberRow {
  id: number;
  email: string;
  name: string;
  role: MemberRole;
  disabled: boolean;
  last_login_at: Date | null;
  has_password: boolean;
}

const COLUMNS = "id, email, name, role, disabled, last_login_at, password_hash IS NOT NULL AS has_password";

export function listAdminMembers(db: Queryable, accountId: number): Promise<AdminMemberRow[]> {
  return db.query<AdminMemberRow>(
    `SELECT ${COLUMNS} FROM members WHERE account_id = $1 ORDER BY lower(name), id`,
    [accountId],
  );
}

export function findAdminMember(
  db: Queryable,
  accountId: number,
  memberId: number,
): Promise<AdminMemberRow | undefined> {
  return maybeOne<AdminMemberRow>(db, `SELECT ${COLUMNS} FROM members WHERE account_id = $1 AND id = $2`, [
    accountId,
    memberId,
  ]);
}

export async function setMemberRole(
  db: Queryable,
  accountId: number,
  memberId: number,
  role: MemberRole,
): Promise<void> {
  await db.query(`UPDATE members SET role = $3 WHERE account_id = $1 AND id = $2`, [
    accountId,
    memberId,
    role,
  ]);
}

export async function setMemberDisabled(
  db: Queryable,
  accountId: number,
  memberId: number,
  disabled: boolean,
): Promise<void> {
  await db.query(`UPDATE members SET disabled = $3 WHERE account_id = $1 AND id = $2`, [
    accountId,
    memberId,
    disabled,
  ]);
}

/** Older invitation links of the member stop working when a new one is sent. */
export async function retireInvitations(db: Queryable, accountId: number, memberId: number): Promise<void> {
  await db.query(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE account_id = $1 AND member_id = $2 AND kind = 'invitation' AND used_at IS NULL`,
    [accountId, memberId],
  );
}
