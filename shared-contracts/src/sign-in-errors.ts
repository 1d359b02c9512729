// The sign-in page's error codes apart from the catalogue's texts (messages.ts): the remotes' build
// puts messages.ts in the English texts chunk, so a page importing it would fetch English whatever
// the visitor's language (scripts/build/remote-config.ts).
import type { MessageKey } from "./messages.ts";

/** Sign-in error codes that may arrive in the `error` query parameter. */
export const SIGN_IN_ERROR_CODES = [
  "subscription_issue",
  "uninvited",
  "default",
  "invalid_token",
  "password_disabled",
  "google_disabled",
] as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];

/** Every login refusal type the catalogue has a `signIn.error.<type>` text for. */
const LOGIN_ERROR_TYPES: ReadonlySet<string> = new Set([
  ...SIGN_IN_ERROR_CODES,
  "invalid_credentials",
  "rate_limited",
  "captcha_failed",
]);

/** The catalogue key for an `error` query value; unknown values fall back to 'Something went wrong.' */
export function signInErrorKey(code: string | null | undefined): MessageKey {
  return (SIGN_IN_ERROR_CODES as readonly string[]).includes(code ?? "")
    ? (`signIn.error.${code}` as MessageKey)
    : "error.other";
}

/** The catalogue key of a login refusal's type, or null when the catalogue has no text for it. */
export function loginErrorKey(type: string | null): MessageKey | null {
  return type !== null && LOGIN_ERROR_TYPES.has(type) ? (`signIn.error.${type}` as MessageKey) : null;
}
