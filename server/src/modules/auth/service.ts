// Sign-in, refresh with rotation and reuse detection, logout, one-time tokens.
import { randomUUID } from "node:crypto";
import type { LoginRequest, LoginResponse, LoginResultType } from "@parley/shared-contracts/api/auth";
import type { MessageKey } from "@parley/shared-contracts/messages";
import type { Config } from "../../config.ts";
import { hmacSha256, randomToken, sha256 } from "../../lib/crypto.ts";
import type { Database, Queryable } from "../../lib/db/database.ts";
import { message } from "../../lib/messages.ts";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter.ts";
import { sameOriginPath } from "../../lib/same-origin-path.ts";
import type { CheckedForm } from "../../lib/schema-issues.ts";
import { hasSignInOption } from "../accounts/service.ts";
import type { AccountRow } from "../accounts/repository.ts";
import { findMemberByEmail, normaliseEmail, recordLogin, setLastVisitedPath } from "../members/repository.ts";
import type { AccessTokenCodec } from "./access-token.ts";
import type { CaptchaVerifier } from "./captcha.ts";
import type { IssuedTokens } from "./cookies.ts";
import type { SessionCache } from "./session-cache.ts";
import { verifyPassword } from "./passwords.ts";
import * as repo from "./repository.ts";

export interface AuthRuntime {
  codec: AccessTokenCodec;
  captcha: CaptchaVerifier;
  ipLimiter: RateLimiter;
  emailLimiter: RateLimiter;
  sessions: SessionCache;
}

type TokenConfig = Pick<
  Config,
  "accessTokenTtlSeconds" | "refreshTokenTtlSeconds" | "secret" | "refreshGraceMs"
>;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  acceptLanguage: string | undefined;
}

export interface LoginOutcome {
  status: number;
  body: LoginResponse;
  tokens?: IssuedTokens;
  retryAfterSeconds?: number;
}

function failure(
  status: number,
  type: LoginResultType,
  errors: string[],
  retryAfterSeconds?: number,
): LoginOutcome {
  return { status, body: { type, errors, data: null }, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
}

const errorKey = (type: LoginResultType) => `signIn.error.${type}` as MessageKey;

/**
 * Mints an access token and a new refresh token for an existing session. A rotation passes its time
 * and the successor token it derived, so that a repeat within the grace window mints the same pair.
 */
function mintTokens(
  codec: AccessTokenCodec,
  config: TokenConfig,
  account: Pick<AccountRow, "id" | "subdomain">,
  sessionId: string,
  memberId: number,
  rotation?: { at: Date; refreshToken: string },
): IssuedTokens {
  const now = rotation?.at.getTime() ?? Date.now();
  const exp = Math.floor(now / 1000) + config.accessTokenTtlSeconds;
  return {
    accessToken: codec.sign({ sid: sessionId, mid: memberId, aid: account.id, sub: account.subdomain, exp }),
    refreshToken: rotation?.refreshToken ?? randomToken(),
  };
}

/** The token that replaces `presented`: derived with the server's key, so a repeat can find it again. */
function successorOf(secret: string, presented: string): string {
  return hmacSha256(secret, `refresh-successor:v1:${presented}`).toString("base64url");
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Starts a session (a new refresh-token family) for a member who proved who they are. */
export async function startSession(
  db: Database,
  config: TokenConfig,
  codec: AccessTokenCodec,
  account: Pick<AccountRow, "id" | "subdomain">,
  memberId: number,
  client: Pick<ClientInfo, "ip" | "userAgent">,
): Promise<IssuedTokens> {
  const sessionId = randomUUID();
  const tokens = mintTokens(codec, config, account, sessionId, memberId);
  const expiresAt = inSeconds(config.refreshTokenTtlSeconds);
  await db.transaction(async (tx) => {
    await repo.insertSession(tx, account.id, {
      id: sessionId,
      memberId,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
      expiresAt,
    });
    await repo.insertRefreshToken(tx, account.id, sessionId, sha256(tokens.refreshToken), expiresAt);
  });
  return tokens;
}

/**
 * The login form. Order: workspace allows passwords → per-IP budget → field rules (checked by the
 * route's schema, answered here) → per-email budget → captcha → credentials (argon2, or a dummy
 * hash for unknown emails).
 */
export async function login(
  db: Database,
  config: TokenConfig,
  runtime: AuthRuntime,
  account: AccountRow,
  checked: CheckedForm<LoginRequest>,
  client: ClientInfo,
): Promise<LoginOutcome> {
  const lang = client.acceptLanguage;
  if (!hasSignInOption(account, "email_password")) {
    return failure(403, "password_disabled", [message(errorKey("password_disabled"), lang)]);
  }
  const byIp = await runtime.ipLimiter.hit(client.ip);
  if (!byIp.allowed)
    return failure(429, "rate_limited", [message(errorKey("rate_limited"), lang)], byIp.retryAfterSeconds);

  if (!checked.ok) return failure(400, "validation_error", checked.errors);
  const form = checked.data;
  const emailKey = `${account.id}|${normaliseEmail(form.login)}`;
  const byEmail = await runtime.emailLimiter.hit(emailKey);
  if (!byEmail.allowed) {
    return failure(429, "rate_limited", [message(errorKey("rate_limited"), lang)], byEmail.retryAfterSeconds);
  }
  if (runtime.captcha.asks("login") && !(await runtime.captcha.verify(form.captcha, client.ip, "login"))) {
    return failure(400, "captcha_failed", [message(errorKey("captcha_failed"), lang)]);
  }

  const member = await findMemberByEmail(db, account.id, form.login);
  const usable = member !== undefined && !member.disabled;
  const ok = await verifyPassword(usable ? member.password_hash : null, form.password);
  if (!usable || !ok)
    return failure(400, "invalid_credentials", [message(errorKey("invalid_credentials"), lang)]);

  await runtime.emailLimiter.reset(emailKey);
  const tokens = await startSession(db, config, runtime.codec, account, member.id, client);
  const timezone = form.js_timezone.trim().slice(0, 64);
  await recordLogin(db, account.id, member.id, timezone === "" ? null : timezone);
  return {
    status: 200,
    // No `next` (a plain sign-in after signing out): back to where the member was (stored at logout).
    body: {
      type: "success",
      errors: [],
      data: { next: sameOriginPath(form.next) ?? sameOriginPath(member.last_visited_path) ?? "/" },
    },
    tokens,
  };
}

export type RefreshResult =
  | { ok: true; tokens: IssuedTokens }
  | { ok: false; reason: "unknown" | "expired" }
  | { ok: false; reason: "reused"; revokedSessionId: string };

/** Rotates a refresh token. A token already rotated is a replay: its whole family is revoked. */
export async function refreshSession(
  db: Database,
  config: TokenConfig,
  codec: AccessTokenCodec,
  account: Pick<AccountRow, "id" | "subdomain">,
  presented: string,
): Promise<RefreshResult> {
  const successor = successorOf(config.secret ?? "", presented);
  return db.transaction(async (tx): Promise<RefreshResult> => {
    const row = await repo.findRefreshTokenForUpdate(tx, account.id, sha256(presented));
    if (row === undefined) return { ok: false, reason: "unknown" };
    if (row.rotated_at !== null) {
      const age = Date.now() - row.rotated_at.getTime();
      // Two refreshes with one token this close together (two tabs, a retried request) both get the
      // new pair; a token presented again later is a replay and revokes its family.
      if (
        age >= 0 &&
        age <= config.refreshGraceMs &&
        row.session_revoked_at === null &&
        !row.member_disabled
      ) {
        const next = await repo.findRefreshTokenForUpdate(tx, account.id, sha256(successor));
        if (next?.session_id === row.session_id)
          return {
            ok: true,
            tokens: mintTokens(codec, config, account, row.session_id, row.member_id, {
              at: row.rotated_at,
              refreshToken: successor,
            }),
          };
      }
      await repo.revokeSession(tx, account.id, row.session_id, "refresh_token_reuse");
      return { ok: false, reason: "reused", revokedSessionId: row.session_id };
    }
    const now = Date.now();
    if (
      row.session_revoked_at !== null ||
      row.member_disabled ||
      row.expires_at.getTime() <= now ||
      row.session_expires_at.getTime() <= now
    ) {
      return { ok: false, reason: "expired" };
    }
    const at = new Date(now);
    const tokens = mintTokens(codec, config, account, row.session_id, row.member_id, {
      at,
      refreshToken: successor,
    });
    const expiresAt = inSeconds(config.refreshTokenTtlSeconds);
    await repo.markRefreshTokenRotated(tx, account.id, row.id, at);
    await repo.insertRefreshToken(tx, account.id, row.session_id, sha256(tokens.refreshToken), expiresAt);
    await repo.extendSession(tx, account.id, row.session_id, expiresAt);
    return { ok: true, tokens };
  });
}

/**
 * Ends the session named by the access token (even expired) or the refresh token; idempotent.
 * Returns the id of the session it ended, if any.
 */
export async function logout(
  db: Queryable,
  codec: AccessTokenCodec,
  account: Pick<AccountRow, "id">,
  input: {
    accessToken?: string | undefined;
    refreshToken?: string | undefined;
    lastVisitedPath?: string | undefined;
  },
): Promise<string | undefined> {
  const claims = input.accessToken ? codec.verifyIgnoringExpiry(input.accessToken) : undefined;
  let session =
    claims && claims.aid === account.id ? { session_id: claims.sid, member_id: claims.mid } : undefined;
  if (session === undefined && input.refreshToken) {
    session = await repo.findSessionByRefreshHash(db, account.id, sha256(input.refreshToken));
  }
  if (session === undefined) return undefined;
  await repo.revokeSession(db, account.id, session.session_id, "logout");
  const path = sameOriginPath(input.lastVisitedPath);
  if (path !== undefined) await setLastVisitedPath(db, account.id, session.member_id, path);
  return session.session_id;
}

/** Creates an invitation/reset/onboarding token; returns the raw value (only its hash is stored). */
export async function createOneTimeToken(
  db: Queryable,
  accountId: number,
  kind: repo.OneTimeTokenKind,
  memberId: number | null,
  ttlSeconds: number,
): Promise<string> {
  const token = randomToken();
  await repo.insertOneTimeToken(db, accountId, {
    memberId,
    kind,
    tokenHash: sha256(token),
    expiresAt: inSeconds(ttlSeconds),
  });
  return token;
}

export function verifyOneTimeToken(db: Queryable, accountId: number, token: string): Promise<boolean> {
  if (token.length === 0 || token.length > 512) return Promise.resolve(false);
  return repo.isOneTimeTokenUsable(db, accountId, sha256(token));
}
