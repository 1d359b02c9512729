/**
 * Parley's own captcha: an invisible proof of work in the ALTCHA protocol's format (docs/security.md §
 * Captcha). `GET` with `?form=` answers a challenge signed by the server (api/captcha.ts); the browser
 * finds `number` with `SHA-256(salt + number) = challenge`, 0 ≤ number ≤ maxnumber (solve-challenge.ts),
 * and sends the solution as the form's `captcha` field. A form the server asks no proof of work for
 * answers 404 `captcha_off`. Zod-free: the sign-in page loads without zod.
 */
export const CAPTCHA_CHALLENGE_PATH = "/api/v1/authentication/captcha/";

/** The forms a captcha can guard: sign-in, forgot password (reset) and the e-mail sign-up. */
export const CAPTCHA_FORMS = ["login", "reset", "signup"] as const;
export type CaptchaForm = (typeof CAPTCHA_FORMS)[number];

export function isCaptchaForm(value: unknown): value is CaptchaForm {
  return (CAPTCHA_FORMS as readonly unknown[]).includes(value);
}
