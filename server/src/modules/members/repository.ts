// Members of an account. Every function takes the account id and every statement filters on it:
// a member id alone never reaches another tenant's row.
import type { BehaviorSettings, MemberRole } from "@parley/shared-contracts/api/profile";
import { maybeOne, one } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface MemberRow {
  id: number;
  account_id: number;
  email: string;
  name: string;
  image_url: string | null;
  password_hash: string | null;
  role: MemberRole;
  is_email_unsubscribed: boolean;
  behavior_settings: Partial<BehaviorSettings>;
  last_visited_path: string | null;
  /** Last sign-in by any method; NULL for a member who never signed in (a new invitation). */
  last_login_at: Date | null;
  disabled: boolean;
}

const COLUMNS =
  "id, account_id, email, name, image_url, password_hash, role, is_email_unsubscribed, behavior_settings, last_visited_path, last_login_at, disabled";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findMemberByEmail(
  db: Queryable,
  accountId: number,
  email: string,
): Promise<MemberRow | undefined> {
  return maybeOne<MemberRow>(db, `SELECT ${COLUMNS} FROM members WHERE account_id = $1 AND email = $2`, [
    accountId,
    normaliseEmail(email),
  ]);
}

export function findMemberById(
  db: Queryable,
  accountId: number,
  memberId: number,
): Promise<MemberRow | undefined> {
  return maybeOne<MemberRow>(db, `SELECT ${COLUMNS} FROM members WHERE account_id = $1 AND id = $2`, [
    accountId,
    memberId,
  ]);
}

export interface NewMember {
  email: string;
  name: string;
  role: MemberRole;
  passwordHash: string | null;
}

export function insertMember(db: Queryable, accountId: number, member: NewMember): Promise<MemberRow> {
  return one<MemberRow>(
    db,
    `INSERT INTO members (account_id, email, name, role, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [accountId, normaliseEmail(member.email), member.name, member.role, member.passwordHash],
  );
}

export interface ProfilePatch {
  name?: string | undefined;
  is_email_unsubscribed?: boolean | undefined;
  behavior_settings?: Partial<BehaviorSettings> | undefined;
}

/** Applies a profile patch (absent fields unchanged; behaviour settings merged key by key). */
export function updateMemberProfile(
  db: Queryable,
  accountId: number,
  memberId: number,
  patch: ProfilePatch,
): Promise<MemberRow | undefined> {
  return maybeOne<MemberRow>(
    db,
    `UPDATE members SET
       name = COALESCE($3, name),
       is_email_unsubscribed = COALESCE($4, is_email_unsubscribed),
       behavior_settings = behavior_settings || $5::jsonb,
       updated_at = now()
     WHERE account_id = $1 AND id = $2 AND NOT disabled
     RETURNING ${COLUMNS}`,
    [
      accountId,
      memberId,
      patch.name ?? null,
      patch.is_email_unsubscribed ?? null,
      JSON.stringify(patch.behavior_settings ?? {}),
    ],
  );
}

export async function setLastVisitedPath(
  db: Queryable,
  accountId: number,
  memberId: number,
  path: string,
): Promise<void> {
  await db.query("UPDATE members SET last_visited_path = $3 WHERE account_id = $1 AND id = $2", [
    accountId,
    memberId,
    path,
  ]);
}

export async function recordLogin(
  db: Queryable,
  accountId: number,
  memberId: number,
  timezone: string | null,
): Promise<void> {
  await db.query(
    "UPDATE members SET last_login_at = now(), timezone = COALESCE($3, timezone) WHERE account_id = $1 AND id = $2",
    [accountId, memberId, timezone],
  );
}

export async function setPasswordHash(
  db: Queryable,
  accountId: number,
  memberId: number,
  hash: string,
): Promise<void> {
  await db.query(
    "UPDATE members SET password_hash = $3, updated_at = now() WHERE account_id = $1 AND id = $2",
    [accountId, memberId, hash],
  );
}

/** The member's last used model (the model dropdown's second preference). */
export async function setLastUsedModel(
  db: Queryable,
  accountId: number,
  memberId: number,
  modelId: number,
): Promise<void> {
  await db.query("UPDATE members SET last_used_model_id = $3 WHERE account_id = $1 AND id = $2", [
    accountId,
    memberId,
    modelId,
  ]);
}
