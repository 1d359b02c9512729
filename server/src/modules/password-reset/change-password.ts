// A signed-in member changes their own password (`POST /api/v1/members/change_password/`): the
// current password, then the same rules as a reset. Every other session of the member ends; the one
// that made the change stays signed in.
import type {
  ChangePasswordRequest,
  PasswordFormResultType,
} from "@parley/shared-contracts/api/password-reset";
import { message } from "../../lib/messages.ts";
import type { CheckedForm } from "../../lib/schema-issues.ts";
import type { PrincipalRow } from "../auth/repository.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { checkPassword, describePasswordProblem } from "../auth/password-rules.ts";
import { isSignInOptionEnabled } from "../auth/sign-in-options.ts";
import type { AccountRow } from "../accounts/repository.ts";
import { findMemberById, setPasswordHash } from "../members/repository.ts";
import * as repo from "./repository.ts";
import type { PasswordClient, PasswordFormOutcome, PasswordResetRuntime } from "./service.ts";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter.ts";

function refuse(status: number, type: PasswordFormResultType, errors: string[]): PasswordFormOutcome {
  return { status, body: { type, errors, data: null } };
}

export async function changePassword(
  runtime: Pick<PasswordResetRuntime, "db" | "sessions" | "log"> & {
    /** Change-password attempts per member (wrong current passwords included). */
    changeLimiter: RateLimiter;
  },
  account: AccountRow,
  me: PrincipalRow,
  form: CheckedForm<ChangePasswordRequest>,
  client: PasswordClient,
): Promise<PasswordFormOutcome> {
  const lang = client.acceptLanguage;
  if (!isSignInOptionEnabled(account, "email_password"))
    return refuse(403, "password_disabled", [message("signIn.error.password_disabled", lang)]);
  const budget = await runtime.changeLimiter.hit(`${me.account_id}|${me.member_id}`);
  if (!budget.allowed)
    return {
      ...refuse(429, "rate_limited", [message("password.rateLimited", lang)]),
      retryAfterSeconds: budget.retryAfterSeconds,
    };
  if (!form.ok) return refuse(400, "validation_error", [message("password.required", lang)]);
  const member = await findMemberById(runtime.db, me.account_id, me.member_id);
  if (member === undefined)
    return refuse(400, "invalid_credentials", [message("signIn.error.invalid_credentials", lang)]);
  // A member without a password yet (Google only) sets one with a reset link, which proves the address.
  if (!(await verifyPassword(member.password_hash, form.data.old_password)))
    return refuse(400, "invalid_credentials", [message("signIn.error.invalid_credentials", lang)]);
  const problems = checkPassword(form.data.password, form.data.password_confirm);
  if (problems.length > 0)
    return refuse(
      400,
      "validation_error",
      problems.map((problem) => describePasswordProblem(problem, lang)),
    );

  const passwordHash = await hashPassword(form.data.password);
  const revoked = await runtime.db.transaction(async (tx) => {
    await setPasswordHash(tx, me.account_id, me.member_id, passwordHash);
    await repo.retireResetTokens(tx, me.account_id, me.member_id);
    return repo.revokeMemberSessions(tx, me.account_id, me.member_id, "password_changed", me.session_id);
  });
  for (const sessionId of revoked) runtime.sessions.forgetSession(sessionId);
  runtime.log.info(
    { tenant: account.subdomain, memberId: me.member_id, revokedSessions: revoked.length },
    "password changed by the member, other sessions revoked",
  );
  return { status: 200, body: { type: "success", errors: [], data: null } };
}
