// Zod-free readers of the sign-in pages' answers (mf-auth runs in the browser without zod). Each one
// accepts exactly what its schema in auth.ts, errors.ts or workspace.ts accepts (auth-answers.test.ts).
import type { LoginResponse, TokenVerification } from "./auth.ts";
import type { WorkspaceInfoResponse } from "./workspace.ts";
import { isCaptchaForm } from "../captcha/forms.ts";

const LOGIN_RESULT_TYPES: ReadonlySet<string> = new Set([
  "success",
  "invalid_credentials",
  "validation_error",
  "password_disabled",
  "captcha_failed",
  "rate_limited",
  "uninvited",
  "subscription_issue",
]);
const SIGN_IN_OPTIONS: ReadonlySet<string> = new Set(["email_password", "google"]);
const CAPTCHA_PROVIDERS: ReadonlySet<string> = new Set(["turnstile", "hcaptcha"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
const isOptions = (value: unknown): boolean =>
  Array.isArray(value) && value.every((item) => typeof item === "string" && SIGN_IN_OPTIONS.has(item));

export function isLoginResponse(value: unknown): value is LoginResponse {
  return (
    isRecord(value) &&
    typeof value.type === "string" &&
    LOGIN_RESULT_TYPES.has(value.type) &&
    isStrings(value.errors) &&
    (value.data === null || (isRecord(value.data) && typeof value.data.next === "string"))
  );
}

/** The API's `{error: {message, code?}}`, or null when the body is not one. */
export function apiErrorOf(value: unknown): { message: string; code: string | null } | null {
  if (!isRecord(value) || !isRecord(value.error)) return null;
  const { message, code, fields } = value.error;
  if (typeof message !== "string" || (code !== undefined && typeof code !== "string")) return null;
  if (fields !== undefined && !(isRecord(fields) && Object.values(fields).every(isStrings))) return null;
  return { message, code: code ?? null };
}

/** A form endpoint's loose refusal: `{type?, errors?}` (anything else reads as neither). */
export function looseRejectionOf(value: unknown): { type: string | null; errors: string[] } {
  if (!isRecord(value)) return { type: null, errors: [] };
  const ok =
    (value.type === undefined || typeof value.type === "string") &&
    (value.errors === undefined || isStrings(value.errors));
  if (!ok) return { type: null, errors: [] };
  return {
    type: (value.type as string | undefined) ?? null,
    errors: (value.errors as string[] | undefined) ?? [],
  };
}

export function isTokenVerification(value: unknown): value is TokenVerification {
  return isRecord(value) && typeof value.ok === "boolean";
}

export function isWorkspaceInfoResponse(value: unknown): value is WorkspaceInfoResponse {
  if (!isRecord(value) || !isRecord(value.data)) return false;
  const info = value.data;
  const captcha = info.captcha;
  return (
    typeof info.subdomain === "string" &&
    typeof info.name === "string" &&
    (info.logo === null || typeof info.logo === "string") &&
    isOptions(info.sign_in_options) &&
    (info.unconfigured_sign_in_options === undefined || isOptions(info.unconfigured_sign_in_options)) &&
    (captcha === undefined ||
      captcha === null ||
      (isRecord(captcha) &&
        typeof captcha.provider === "string" &&
        CAPTCHA_PROVIDERS.has(captcha.provider) &&
        typeof captcha.site_key === "string")) &&
    (info.proof_of_work === undefined ||
      info.proof_of_work === null ||
      (isRecord(info.proof_of_work) &&
        Array.isArray(info.proof_of_work.forms) &&
        info.proof_of_work.forms.every(isCaptchaForm)))
  );
}
