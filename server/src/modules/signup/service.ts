// Self-service sign-up from a public snapshot. A visitor gives their e-mail on the share page
// (`requestSnapshotSignup`); a link with a one-time token (SHA-256 stored, 24 h) is mailed to the
// admin host's sign-up page, which checks it (`checkSignupToken`) and completes it
// (complete.ts). Refusals answer the spec's per-field shape `{error: {message, code, user_email?,
// snapshot?}}`; success only echoes the address. Whether the address already belongs to a workspace
// is decided after the answer (same answer, same time): that owner is told by mail instead.
import { SNAPSHOT_EMAIL_PATTERN } from "@parley/shared-contracts/api/signup";
import type {
  SignupErrorCode,
  SignupResendRequest,
  SignupTokenRequest,
  SnapshotSignupRequest,
} from "@parley/shared-contracts/api/signup";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { MessageKey } from "@parley/shared-contracts/messages";
import type { Config } from "../../config.ts";
import type { CaptchaVerifier } from "../auth/captcha.ts";
import { randomToken, sha256 } from "../../lib/crypto.ts";
import type { Database } from "../../lib/db/database.ts";
import type { Mailer } from "../../lib/mailer/mailer.ts";
import { message, pickLanguage } from "../../lib/messages.ts";
import { workspaceOrigin } from "../../lib/public-origin.ts";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter.ts";
import type { CheckedForm } from "../../lib/schema-issues.ts";
import { normaliseEmail } from "../members/repository.ts";
import { findPublicSnapshot } from "../snapshots/repository.ts";
import * as repo from "./repository.ts";
import { composeExistingAccountMail } from "./existing-account-mail.ts";
import { composeSignupMail } from "./signup-mail.ts";
import { isSignupEnabled } from "./switch.ts";

export const SIGN_UP_CONFIRM_PATH = "/sign-up/confirm";

export type SignupConfig = Pick<
  Config,
  "signup" | "publicUrl" | "baseDomain" | "port" | "secureCookies" | "shareUrl" | "accessTokenTtlSeconds"
>;

export interface SignupRuntime {
  db: Database;
  config: SignupConfig;
  mailer: Mailer;
  /** Sign-up requests, resends and completions per client address. */
  ipLimiter: RateLimiter;
  /** Sign-up requests and resends per e-mail address (mails sent to one inbox). */
  emailLimiter: RateLimiter;
  log: { info(fields: object, message: string): void; error(fields: object, message: string): void };
  /** Runs work after the answer is sent (failures are logged by the work itself). */
  defer(work: () => Promise<void>): void;
  /** The form `signup`'s captcha (CAPTCHA_FORMS). */
  captcha: Pick<CaptchaVerifier, "asks" | "verify">;
}

export interface SignupClient {
  ip: string;
  acceptLanguage: string | undefined;
}

export interface SignupErrorBody {
  message: string;
  code: SignupErrorCode;
  user_email?: string;
  snapshot?: string;
  fields?: Record<string, string[]>;
  restart_url?: string;
}

export type SignupOutcome<Data> =
  | { status: 200; body: { data: Data } }
  | { status: number; body: { error: SignupErrorBody }; retryAfterSeconds?: number };

export function refuse(
  status: number,
  error: SignupErrorBody,
  retryAfterSeconds?: number,
): { status: number; body: { error: SignupErrorBody }; retryAfterSeconds?: number } {
  return { status, body: { error }, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
}

const say = (key: MessageKey, client: SignupClient) => message(key, client.acceptLanguage);

export function disabled(client: SignupClient) {
  return refuse(403, { message: say("signup.disabled", client), code: "signup_disabled" });
}

function rateLimited(client: SignupClient, retryAfterSeconds: number) {
  return refuse(429, { message: say("signup.rateLimited", client), code: "rate_limited" }, retryAfterSeconds);
}

/** The share host's page of a snapshot (where a visitor starts again). */
export function snapshotPageUrl(config: SignupConfig, uuid: string): string {
  return `${config.shareUrl ?? workspaceOrigin(config, "share")}/c/${uuid}`;
}

/** Checks the switch and the per-address budget shared by every sign-up call. */
export async function admit(rt: SignupRuntime, client: SignupClient) {
  if (!(await isSignupEnabled(rt.db, rt.config.signup.enabled))) return disabled(client);
  const byIp = await rt.ipLimiter.hit(client.ip);
  return byIp.allowed ? null : rateLimited(client, byIp.retryAfterSeconds);
}

/** A refusal when sign-ups ask for a captcha and `token` does not solve one, else null. */
async function checkCaptcha(rt: SignupRuntime, token: string | undefined, client: SignupClient) {
  if (!rt.captcha.asks("signup") || (await rt.captcha.verify(token ?? "", client.ip, "signup"))) return null;
  return refuse(400, { message: say("signIn.error.captcha_failed", client), code: "captcha_failed" });
}

/** The address as stored, or null when it does not match the spec's simple pattern. */
function snapshotEmail(value: string): string | null {
  const email = normaliseEmail(value);
  return email.length <= 254 && SNAPSHOT_EMAIL_PATTERN.test(email) ? email : null;
}

async function mailLink(
  rt: SignupRuntime,
  email: string,
  token: string,
  language: LanguageCode,
): Promise<boolean> {
  const link = `${workspaceOrigin(rt.config, "admin")}${SIGN_UP_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
  const mail = composeSignupMail({ language, email, link, ttlSeconds: rt.config.signup.ttlSeconds });
  try {
    const outcome = await rt.mailer.send(mail);
    rt.log.info({ outcome }, "sign-up mail");
    return true;
  } catch (error) {
    rt.log.error({ err: error }, "sign-up mail failed");
    return false;
  }
}

/** `POST /api/v1/authentication/snapshot-signup/` {user_email, snapshot}. */
export async function requestSnapshotSignup(
  rt: SignupRuntime,
  form: CheckedForm<SnapshotSignupRequest>,
  client: SignupClient,
): Promise<SignupOutcome<{ email: string }>> {
  const refused = await admit(rt, client);
  if (refused) return refused;
  const email = form.ok ? snapshotEmail(form.data.user_email) : null;
  if (email === null || !form.ok)
    return refuse(400, {
      message: say("snapshot.invalidEmail", client),
      code: "validation_error",
      user_email: say("snapshot.invalidEmail", client),
    });
  // Before the address's budget: a visitor who solved nothing spends no one's sign-ups.
  const unsolved = await checkCaptcha(rt, form.data.captcha, client);
  if (unsolved) return unsolved;
  // Counted for every well-formed address before anything is looked up.
  const byEmail = await rt.emailLimiter.hit(email);
  if (!byEmail.allowed) return rateLimited(client, byEmail.retryAfterSeconds);
  const snapshot = await findPublicSnapshot(rt.db, form.data.snapshot.toLowerCase());
  if (snapshot === undefined)
    return refuse(404, {
      message: say("snapshot.removed", client),
      code: "snapshot_removed",
      snapshot: say("snapshot.removed", client),
    });
  // Everything that depends on the address runs after the answer, for a known address and a new
  // one alike: neither the answer nor its timing tells the visitor which it was.
  const language = pickLanguage(client.acceptLanguage);
  rt.defer(() => continueSnapshotSignup(rt, email, snapshot.uuid, language));
  return { status: 200, body: { data: { email } } };
}

/** After the answer: the sign-up link for a new address, "already exists" mailed to a known one. */
async function continueSnapshotSignup(
  rt: SignupRuntime,
  email: string,
  snapshotUuid: string,
  language: LanguageCode,
): Promise<void> {
  try {
    if (await repo.isEmailMemberAnywhere(rt.db, email)) {
      const mail = composeExistingAccountMail({
        language,
        email,
        snapshotUrl: snapshotPageUrl(rt.config, snapshotUuid),
      });
      const outcome = await rt.mailer.send(mail);
      rt.log.info({ outcome }, "sign-up mail: address already a member");
      return;
    }
    const token = randomToken();
    await repo.insertSignupRequest(rt.db, {
      email,
      snapshotUuid,
      tokenHash: sha256(token),
      language,
      expiresAt: new Date(Date.now() + rt.config.signup.ttlSeconds * 1000),
    });
    await mailLink(rt, email, token, language);
  } catch (error) {
    rt.log.error({ err: error }, "snapshot sign-up failed after the answer");
  }
}

/**
 * `POST /api/v1/authentication/snapshot-signup/resend/` {user_email}: a new link for the address's
 * open sign-up (the old one stops working). The answer is the same whether or not one is open.
 */
export async function resendSignupLink(
  rt: SignupRuntime,
  form: CheckedForm<SignupResendRequest>,
  client: SignupClient,
): Promise<SignupOutcome<{ email: string }>> {
  const refused = await admit(rt, client);
  if (refused) return refused;
  const email = form.ok ? snapshotEmail(form.data.user_email) : null;
  if (email === null || !form.ok)
    return refuse(400, {
      message: say("snapshot.invalidEmail", client),
      code: "validation_error",
      user_email: say("snapshot.invalidEmail", client),
    });
  const unsolved = await checkCaptcha(rt, form.data.captcha, client);
  if (unsolved) return unsolved;
  const byEmail = await rt.emailLimiter.hit(email);
  if (!byEmail.allowed) return rateLimited(client, byEmail.retryAfterSeconds);
  const open = await repo.findLatestOpenRequest(rt.db, email);
  if (open !== undefined && !(await repo.isEmailMemberAnywhere(rt.db, email))) {
    // A new request replaces the open one: its old link then reads as used (with its way back).
    const token = randomToken();
    await repo.insertSignupRequest(rt.db, {
      email,
      snapshotUuid: open.snapshot_uuid,
      tokenHash: sha256(token),
      language: open.language,
      expiresAt: new Date(Date.now() + rt.config.signup.ttlSeconds * 1000),
    });
    if (!(await mailLink(rt, email, token, pickLanguage(open.language))))
      return refuse(502, { message: say("signup.mailFailed", client), code: "mail_failed" });
  }
  return { status: 200, body: { data: { email } } };
}

/** A dead link: the message, and the snapshot's page to start again when the token is known. */
export async function invalidLink(rt: SignupRuntime, tokenHash: string | null, client: SignupClient) {
  const known = tokenHash === null ? undefined : await repo.findRequestByToken(rt.db, tokenHash);
  return refuse(400, {
    message: say("signup.invalidLink", client),
    code: "invalid_token",
    ...(known ? { restart_url: snapshotPageUrl(rt.config, known.snapshot_uuid) } : {}),
  });
}

/** `POST /api/v1/authentication/signup/check/` {token}: the address of a usable link. */
export async function checkSignupToken(
  rt: SignupRuntime,
  form: CheckedForm<SignupTokenRequest>,
  client: SignupClient,
): Promise<SignupOutcome<{ email: string }>> {
  const refused = await admit(rt, client);
  if (refused) return refused;
  if (!form.ok || form.data.token === "") return invalidLink(rt, null, client);
  const tokenHash = sha256(form.data.token);
  const row = await repo.findRequestByToken(rt.db, tokenHash);
  if (row === undefined || row.used_at !== null || row.expires_at.getTime() <= Date.now())
    return invalidLink(rt, tokenHash, client);
  return { status: 200, body: { data: { email: row.email } } };
}
