// Forgot password and reset by link. The forgot answer never tells whether the address belongs to a
// member: after the checks that do not depend on it (workspace option, budgets, form, captcha) it
// answers success at once, and looking the member up, storing the token and mailing happen in the
// background. A reset consumes the token, sets the password and ends every session of the member.
import type {
  ForgotPasswordRequest,
  PasswordFormResponse,
  PasswordFormResultType,
  ResetPasswordRequest,
} from "@parley/shared-contracts/api/password-reset";
import type { MessageKey } from "@parley/shared-contracts/messages";
import type { Config } from "../../config.ts";
import { sha256 } from "../../lib/crypto.ts";
import type { Database } from "../../lib/db/database.ts";
import type { Mailer } from "../../lib/mailer/mailer.ts";
import { message, pickLanguage } from "../../lib/messages.ts";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter.ts";
import type { CheckedForm } from "../../lib/schema-issues.ts";
import { isSignInOptionEnabled } from "../auth/sign-in-options.ts";
import type { AccountRow } from "../accounts/repository.ts";
import type { CaptchaVerifier } from "../auth/captcha.ts";
import { hashPassword } from "../auth/passwords.ts";
import { checkPassword, describePasswordProblem } from "../auth/password-rules.ts";
import { createOneTimeToken } from "../auth/service.ts";
import type { SessionCache } from "../auth/session-cache.ts";
import { findMemberByEmail, normaliseEmail, setPasswordHash } from "../members/repository.ts";
import type { BackgroundTasks } from "./background.ts";
import * as repo from "./repository.ts";
import { composeResetMail } from "./reset-mail.ts";

export interface PasswordResetRuntime {
  db: Database;
  config: Pick<Config, "passwordReset">;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  sessions: SessionCache;
  forgotIpLimiter: RateLimiter;
  forgotEmailLimiter: RateLimiter;
  resetIpLimiter: RateLimiter;
  background: BackgroundTasks;
  log: { info(fields: object, message: string): void };
}

export interface PasswordClient {
  ip: string;
  acceptLanguage: string | undefined;
}

export interface PasswordFormOutcome {
  status: number;
  body: PasswordFormResponse;
  retryAfterSeconds?: number;
}

const ok = (): PasswordFormOutcome => ({ status: 200, body: { type: "success", errors: [], data: null } });

function refuse(
  status: number,
  type: PasswordFormResultType,
  errors: string[],
  retryAfterSeconds?: number,
): PasswordFormOutcome {
  return { status, body: { type, errors, data: null }, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
}

const say = (key: MessageKey, client: PasswordClient) => message(key, client.acceptLanguage);

function passwordDisabled(client: PasswordClient): PasswordFormOutcome {
  return refuse(403, "password_disabled", [say("signIn.error.password_disabled", client)]);
}

/**
 * `POST /api/v1/members/request_reset_password/`. `resetPageUrl` is the tenant's update-password page
 * (`https://acme.example.com/password/change`); the token is appended as `?token=`.
 */
export async function requestPasswordReset(
  runtime: PasswordResetRuntime,
  account: AccountRow,
  form: CheckedForm<ForgotPasswordRequest>,
  client: PasswordClient,
  resetPageUrl: string,
): Promise<PasswordFormOutcome> {
  if (!isSignInOptionEnabled(account, "email_password")) return passwordDisabled(client);
  const byIp = await runtime.forgotIpLimiter.hit(client.ip);
  if (!byIp.allowed)
    return refuse(429, "rate_limited", [say("password.rateLimited", client)], byIp.retryAfterSeconds);
  if (!form.ok) return refuse(400, "validation_error", [say("snapshot.invalidEmail", client)]);
  const email = normaliseEmail(form.data.email);
  // Counted for every address alike, so hitting it says nothing about membership.
  const byEmail = await runtime.forgotEmailLimiter.hit(`${account.id}|${email}`);
  if (!byEmail.allowed)
    return refuse(429, "rate_limited", [say("password.rateLimited", client)], byEmail.retryAfterSeconds);
  if (runtime.captcha.asks("reset") && !(await runtime.captcha.verify(form.data.captcha, client.ip, "reset")))
    return refuse(400, "captcha_failed", [say("signIn.error.captcha_failed", client)]);

  const language = pickLanguage(client.acceptLanguage);
  runtime.background.run("password reset mail", async () => {
    const member = await findMemberByEmail(runtime.db, account.id, email);
    if (member === undefined || member.disabled) {
      runtime.log.info({ tenant: account.subdomain }, "password reset requested for an unknown address");
      return;
    }
    const ttlSeconds = runtime.config.passwordReset.ttlSeconds;
    const token = await createOneTimeToken(runtime.db, account.id, "password_reset", member.id, ttlSeconds);
    const mail = composeResetMail({
      language,
      to: { email: member.email, name: member.name, isEmailUnsubscribed: member.is_email_unsubscribed },
      workspaceName: account.name,
      link: `${resetPageUrl}?token=${encodeURIComponent(token)}`,
      ttlSeconds,
    });
    const outcome = await runtime.mailer.send(mail);
    runtime.log.info({ tenant: account.subdomain, memberId: member.id, outcome }, "password reset mail");
  });
  return ok();
}

/** `POST /api/v1/authentication/password/`: a new password with the token of a reset link. */
export async function resetPassword(
  runtime: PasswordResetRuntime,
  account: AccountRow,
  checked: CheckedForm<ResetPasswordRequest>,
  client: PasswordClient,
): Promise<PasswordFormOutcome> {
  if (!isSignInOptionEnabled(account, "email_password")) return passwordDisabled(client);
  const byIp = await runtime.resetIpLimiter.hit(client.ip);
  if (!byIp.allowed)
    return refuse(429, "rate_limited", [say("password.rateLimited", client)], byIp.retryAfterSeconds);
  const invalidToken = () => refuse(400, "invalid_token", [say("signIn.error.invalid_token", client)]);
  if (!checked.ok || checked.data.token === "") return invalidToken();
  const form = checked.data;
  const tokenHash = sha256(form.token);
  // A dead link is reported before the password rules: the page then leads back to sign-in.
  if ((await repo.findResetTokenMember(runtime.db, account.id, tokenHash)) === undefined)
    return invalidToken();
  const problems = checkPassword(form.password, form.password_confirm);
  if (problems.length > 0) {
    const errors = problems.map((problem) => describePasswordProblem(problem, client.acceptLanguage));
    return refuse(400, "validation_error", errors);
  }

  const passwordHash = await hashPassword(form.password);
  const changed = await runtime.db.transaction(async (tx) => {
    const memberId = await repo.consumeResetToken(tx, account.id, tokenHash);
    if (memberId === undefined) return undefined;
    await setPasswordHash(tx, account.id, memberId, passwordHash);
    await repo.retireResetTokens(tx, account.id, memberId);
    const sessions = await repo.revokeMemberSessions(tx, account.id, memberId, "password_reset");
    return { memberId, sessions: sessions.length };
  });
  if (changed === undefined) return invalidToken();
  runtime.sessions.forgetMember(account.id, changed.memberId);
  runtime.log.info(
    { tenant: account.subdomain, memberId: changed.memberId, revokedSessions: changed.sessions },
    "password reset: password changed, sessions revoked",
  );
  return ok();
}
