// Pending self-service sign-ups (`signup_requests`, not tenant-owned: no workspace exists yet), the
// server-wide sign-up switch (`server_settings`) and the one-time hand-over to the new workspace.
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface SignupRequestRow {
  id: number;
  email: string;
  snapshot_uuid: string;
  language: string;
  expires_at: Date;
  used_at: Date | null;
}

const COLUMNS = "id, email, snapshot_uuid, language, expires_at, used_at";

/** Whether any workspace has a member with this (normalised) address: one person, one sign-up. */
export async function isEmailMemberAnywhere(db: Queryable, email: string): Promise<boolean> {
  const row = await maybeOne<{ found: number }>(
    db,
    "SELECT 1 AS found FROM members WHERE email = $1 LIMIT 1",
    [email],
  );
  return row !== undefined;
}

/** A new pending sign-up; the address's earlier unused links stop working (the newest one counts). */
export async function insertSignupRequest(
  db: Queryable,
  request: { email: string; snapshotUuid: string; tokenHash: string; language: string; expiresAt: Date },
): Promise<void> {
  await db.query("UPDATE signup_requests SET used_at = now() WHERE email = $1 AND used_at IS NULL", [
    request.email,
  ]);
  await db.query(
    `INSERT INTO signup_requests (email, snapshot_uuid, token_hash, language, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [request.email, request.snapshotUuid, request.tokenHash, request.language, request.expiresAt],
  );
}

/** The address's newest unused sign-up (expired or not): what a resend replaces. */
export function findLatestOpenRequest(db: Queryable, email: string): Promise<SignupRequestRow | undefined> {
  return maybeOne<SignupRequestRow>(
    db,
    `SELECT ${COLUMNS} FROM signup_requests WHERE email = $1 AND used_at IS NULL
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [email],
  );
}

/** The request of a token, used or expired included (the page then says why and offers a restart). */
export function findRequestByToken(db: Queryable, tokenHash: string): Promise<SignupRequestRow | undefined> {
  return maybeOne<SignupRequestRow>(db, `SELECT ${COLUMNS} FROM signup_requests WHERE token_hash = $1`, [
    tokenHash,
  ]);
}

/** Uses a token in the statement that checks it, so two concurrent uses cannot both succeed. */
export function consumeSignupRequest(
  db: Queryable,
  tokenHash: string,
): Promise<SignupRequestRow | undefined> {
  return maybeOne<SignupRequestRow>(
    db,
    `UPDATE signup_requests SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING ${COLUMNS}`,
    [tokenHash],
  );
}

export async function recordCreatedAccount(db: Queryable, id: number, accountId: number): Promise<void> {
  await db.query("UPDATE signup_requests SET created_account_id = $2 WHERE id = $1", [id, accountId]);
}

const SWITCH_KEY = "self_service_signup";

/** The ops switch: true or false when ops set it, undefined when never set (on). */
export async function readSignupSwitch(db: Queryable): Promise<boolean | undefined> {
  const row = await maybeOne<{ value: unknown }>(db, "SELECT value FROM server_settings WHERE key = $1", [
    SWITCH_KEY,
  ]);
  return typeof row?.value === "boolean" ? row.value : undefined;
}

export async function writeSignupSwitch(db: Queryable, enabled: boolean): Promise<void> {
  await db.query(
    `INSERT INTO server_settings (key, value) VALUES ($1, $2::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [SWITCH_KEY, JSON.stringify(enabled)],
  );
}

/**
 * Uses a hand-over token of this workspace (kind signup_handoff) and returns its member, in one
 * statement: unknown, used, expired and foreign tokens are undefined.
 */
export function consumeHandoffToken(
  db: Queryable,
  accountId: number,
  tokenHash: string,
): Promise<{ member_id: number } | undefined> {
  return maybeOne<{ member_id: number }>(
    db,
    `UPDATE one_time_tokens t SET used_at = now()
     FROM members m
     WHERE t.account_id = $1 AND t.token_hash = $2 AND t.kind = 'signup_handoff'
       AND t.used_at IS NULL AND t.expires_at > now()
       AND m.account_id = t.account_id AND m.id = t.member_id AND NOT m.disabled
     RETURNING t.member_id`,
    [accountId, tokenHash],
  );
}
