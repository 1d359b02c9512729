// Sessions (refresh-token families), refresh tokens and one-time tokens. Every statement is scoped
// by the account id the caller passes in.
import type { BehaviorSettings, MemberRole } from "@parley/shared-contracts/api/profile";
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface NewSession {
  id: string;
  memberId: number;
  userAgent: string | null;
  ip: string | null;
  expiresAt: Date;
}

export async function insertSession(db: Queryable, accountId: number, session: NewSession): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, account_id, member_id, user_agent, ip, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [session.id, accountId, session.memberId, session.userAgent, session.ip, session.expiresAt],
  );
}

export async function insertRefreshToken(
  db: Queryable,
  accountId: number,
  sessionId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    "INSERT INTO refresh_tokens (account_id, session_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)",
    [accountId, sessionId, tokenHash, expiresAt],
  );
}

export interface RefreshTokenRow {
  id: number;
  session_id: string;
  member_id: number;
  expires_at: Date;
  rotated_at: Date | null;
  session_expires_at: Date;
  session_revoked_at: Date | null;
  member_disabled: boolean;
}

/** The token row with its session, locked so two concurrent refreshes with one token serialise. */
export function findRefreshTokenForUpdate(
  db: Queryable,
  accountId: number,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return maybeOne<RefreshTokenRow>(
    db,
    `SELECT rt.id, rt.session_id, s.member_id, rt.expires_at, rt.rotated_at,
            s.expires_at AS session_expires_at, s.revoked_at AS session_revoked_at, m.disabled AS member_disabled
     FROM refresh_tokens rt
     JOIN sessions s ON s.account_id = rt.account_id AND s.id = rt.session_id
     JOIN members m ON m.account_id = s.account_id AND m.id = s.member_id
     WHERE rt.account_id = $1 AND rt.token_hash = $2
     FOR UPDATE OF rt, s`,
    [accountId, tokenHash],
  );
}

export async function markRefreshTokenRotated(
  db: Queryable,
  accountId: number,
  tokenId: number,
  at: Date,
): Promise<void> {
  await db.query("UPDATE refresh_tokens SET rotated_at = $3 WHERE account_id = $1 AND id = $2", [
    accountId,
    tokenId,
    at,
  ]);
}

export async function extendSession(
  db: Queryable,
  accountId: number,
  sessionId: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    "UPDATE sessions SET last_refreshed_at = now(), expires_at = $3 WHERE account_id = $1 AND id = $2",
    [accountId, sessionId, expiresAt],
  );
}

export async function revokeSession(
  db: Queryable,
  accountId: number,
  sessionId: string,
  reason: string,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $3
     WHERE account_id = $1 AND id = $2 AND revoked_at IS NULL`,
    [accountId, sessionId, reason],
  );
}

export function findSessionByRefreshHash(
  db: Queryable,
  accountId: number,
  tokenHash: string,
): Promise<{ session_id: string; member_id: number } | undefined> {
  return maybeOne(
    db,
    `SELECT s.id AS session_id, s.member_id FROM refresh_tokens rt
     JOIN sessions s ON s.account_id = rt.account_id AND s.id = rt.session_id
     WHERE rt.account_id = $1 AND rt.token_hash = $2`,
    [accountId, tokenHash],
  );
}

/** Everything the profile shows, read with the session check in one statement (the hot path). */
export interface PrincipalRow {
  session_id: string;
  member_id: number;
  email: string;
  name: string;
  image_url: string | null;
  role: MemberRole;
  is_email_unsubscribed: boolean;
  behavior_settings: Partial<BehaviorSettings>;
  last_visited_path: string | null;
  last_used_model_id: number | null;
  account_id: number;
  subdomain: string;
  account_name: string;
  logo: string | null;
  balance: string;
  free_trial_end_at: Date | null;
  dlp_mode: "WARN" | "BLOCK";
  /** Absent in rows made by hand (tests); the query always reads it. */
  feature_flags?: Record<string, boolean>;
}

export function findPrincipal(
  db: Queryable,
  accountId: number,
  sessionId: string,
  memberId: number,
): Promise<PrincipalRow | undefined> {
  return maybeOne<PrincipalRow>(
    db,
    `SELECT s.id AS session_id, m.id AS member_id, m.email, m.name, m.image_url, m.role, m.is_email_unsubscribed,
            m.behavior_settings, m.last_visited_path, m.last_used_model_id, a.id AS account_id, a.subdomain, a.name AS account_name,
            a.logo, a.balance, a.free_trial_end_at, a.dlp_mode, a.feature_flags
     FROM sessions s
     JOIN members m ON m.account_id = s.account_id AND m.id = s.member_id
     JOIN accounts a ON a.id = s.account_id
     WHERE s.account_id = $1 AND s.id = $2 AND s.member_id = $3
       AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT m.disabled`,
    [accountId, sessionId, memberId],
  );
}

export type OneTimeTokenKind =
  "invitation" | "password_reset" | "rapid_onboarding" | "signup_handoff" | "admin_handoff";

export async function insertOneTimeToken(
  db: Queryable,
  accountId: number,
  token: { memberId: number | null; kind: OneTimeTokenKind; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    "INSERT INTO one_time_tokens (account_id, member_id, kind, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)",
    [accountId, token.memberId, token.kind, token.tokenHash, token.expiresAt],
  );
}

export async function isOneTimeTokenUsable(
  db: Queryable,
  accountId: number,
  tokenHash: string,
): Promise<boolean> {
  const row = await maybeOne<{ ok: boolean }>(
    db,
    `SELECT true AS ok FROM one_time_tokens
     WHERE account_id = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > now()`,
    [accountId, tokenHash],
  );
  return row !== undefined;
}
