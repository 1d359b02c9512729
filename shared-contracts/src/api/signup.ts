import { z } from "zod";

/** The spec's "simple address pattern" of the snapshot e-mail (validation 'Snapshot email'). */
export const SNAPSHOT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `POST /api/v1/authentication/snapshot-signup/` (public, any host, the share host included): a
 * visitor of a public snapshot asks to sign up with their e-mail. Both fields are strings; their
 * checks (address pattern, snapshot public) are the server's, answered per field.
 */
export const snapshotSignupRequestSchema = z.object({
  user_email: z.string().max(254),
  /** The public snapshot's uuid. */
  snapshot: z.string().max(64),
  /** The solved proof of work when the server asks one of sign-ups (captcha/forms.ts, form `signup`). */
  captcha: z.string().max(1024).optional(),
});
export type SnapshotSignupRequest = z.infer<typeof snapshotSignupRequestSchema>;

/** Success of snapshot-signup and of its resend: the address the link went to, nothing more. */
export const snapshotSignupResponseSchema = z.object({ data: z.object({ email: z.string() }) });
export type SnapshotSignupResponse = z.infer<typeof snapshotSignupResponseSchema>;

/** Codes of a refused sign-up call (every answer also has `message` in the caller's language). */
export const signupErrorCodeSchema = z.enum([
  "validation_error",
  "email_exists",
  "snapshot_removed",
  "signup_disabled",
  "rate_limited",
  "invalid_token",
  "mail_failed",
  /** The proof of work was missing, wrong, expired or used (400). */
  "captcha_failed",
]);
export type SignupErrorCode = z.infer<typeof signupErrorCodeSchema>;

/**
 * A refused snapshot-signup: 400 with `user_email` ('Invalid email'; an address that already has a
 * member is answered like a new one and mailed instead), 404 with `snapshot` ('This snapshot has been removed by its owner.'), 403
 * `signup_disabled`, 429 `rate_limited`. The spec's client reads `error.user_email` and `error.snapshot`.
 */
export const snapshotSignupErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    code: signupErrorCodeSchema,
    user_email: z.string().optional(),
    snapshot: z.string().optional(),
  }),
});
export type SnapshotSignupError = z.infer<typeof snapshotSignupErrorSchema>;

/** `POST /api/v1/authentication/snapshot-signup/resend/` (admin host's sign-up page): a fresh link. */
export const signupResendRequestSchema = z.object({
  user_email: z.string().max(254),
  /** As in snapshot-signup. */
  captcha: z.string().max(1024).optional(),
});
export type SignupResendRequest = z.infer<typeof signupResendRequestSchema>;

/** `GET /api/v1/authentication/signup/status/`: whether self-service sign-up is on (ops switch). */
export const signupStatusResponseSchema = z.object({ data: z.object({ enabled: z.boolean() }) });
export type SignupStatusResponse = z.infer<typeof signupStatusResponseSchema>;

/** `POST /api/v1/authentication/signup/check/`: is the mailed link's token usable? */
export const signupTokenRequestSchema = z.object({ token: z.string().max(512) });
export type SignupTokenRequest = z.infer<typeof signupTokenRequestSchema>;

/** A usable token: the confirmed address (shown on the form). */
export const signupCheckResponseSchema = z.object({ data: z.object({ email: z.string() }) });
export type SignupCheckResponse = z.infer<typeof signupCheckResponseSchema>;

/**
 * `POST /api/v1/authentication/signup/complete/`: the new workspace (name and subdomain, the rules
 * of ops workspace creation) and its owner (name, password twice: the password-reset rules).
 */
export const signupCompleteRequestSchema = z.object({
  token: z.string().max(512),
  workspace_name: z.string().max(1024),
  subdomain: z.string().max(256),
  name: z.string().max(1024),
  password: z.string().max(4096),
  password_confirm: z.string().max(4096),
});
export type SignupCompleteRequest = z.infer<typeof signupCompleteRequestSchema>;

/** Field problem codes of complete (`error.fields`); password codes are the password rules'. */
export const signupFieldProblemSchema = z.enum([
  "required",
  "too_long",
  "invalid_subdomain",
  "reserved_subdomain",
  "subdomain_taken",
  "too_short",
  "too_common",
  "mismatch",
]);
export type SignupFieldProblem = z.infer<typeof signupFieldProblemSchema>;

/**
 * Created: the browser goes to `redirect_url`, a one-time sign-in on the new workspace's host that
 * lands in the continued conversation (or `/` when the snapshot was removed meanwhile).
 */
export const signupCompleteResponseSchema = z.object({
  data: z.object({ subdomain: z.string(), redirect_url: z.string() }),
});
export type SignupCompleteResponse = z.infer<typeof signupCompleteResponseSchema>;

/**
 * A refused check or complete: `invalid_token` (expired, used or unknown link; `restart_url` is the
 * snapshot's public page when it is still known), `validation_error` with `fields` (codes of
 * `signupFieldProblemSchema`), `signup_disabled`, `rate_limited`.
 */
export const signupFormErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    code: signupErrorCodeSchema,
    fields: z.record(z.string(), z.array(signupFieldProblemSchema)).optional(),
    restart_url: z.string().optional(),
  }),
});
export type SignupFormError = z.infer<typeof signupFormErrorSchema>;
