import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../constants.ts";
import { EMAIL_ADDRESS } from "../formats.ts";
import { shellEndpoints } from "./shell-endpoints.ts";

/**
 * Login form (`POST /api/v1/authentication/login/`, form-encoded or JSON): the spec's fields
 * login, password, js_timezone and captcha.
 */
export const loginRequestSchema = z.object({
  login: z.email({ pattern: EMAIL_ADDRESS }),
  password: z.string().min(PASSWORD_MIN_LENGTH),
  js_timezone: z.string().max(64).optional().default(""),
  captcha: z.string().max(4096).optional().default(""),
  /** Where to go after sign-in; only a same-origin path is honoured. */
  next: z.string().max(2048).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Login result types. `success` carries data.next; the rest are 4xx. */
export const loginResultTypeSchema = z.enum([
  "success",
  "invalid_credentials",
  "validation_error",
  "password_disabled",
  "captcha_failed",
  "rate_limited",
  "uninvited",
  "subscription_issue",
]);
export type LoginResultType = z.infer<typeof loginResultTypeSchema>;

/** Login response: `{type, errors, data.next}`. */
export const loginResponseSchema = z.object({
  type: loginResultTypeSchema,
  errors: z.array(z.string()),
  data: z.object({ next: z.string() }).nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /api/v1/authentication/logout/`. */
export const logoutRequestSchema = z.object({ last_visited_path: z.string().max(2048).optional() });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** `GET /api/v1/authentication/token-verification/{token}/`. */
export const tokenVerificationSchema = z.object({ ok: z.boolean() });
export type TokenVerification = z.infer<typeof tokenVerificationSchema>;

/** Name of the cookie holding the CSRF token (readable by scripts, double-submit). */
export const CSRF_COOKIE = "parley_csrf";
/** Header that must echo the CSRF cookie on every state-changing call. */
export const CSRF_HEADER = "x-csrf-token";

/**
 * `GET /api/v1/authentication/session/`: what the shell should do on start, always 200 so that a
 * signed-out page logs no failed request. `refreshable`: the access token is missing or expired but a
 * refresh cookie is there (the shell refreshes, then loads the profile); `no-workspace`: no
 * workspace on this host (the root domain shows the workspace finder).
 */
export const SESSION_PROBE_PATH = shellEndpoints.sessionProbe.pattern;
export const sessionProbeSchema = z.object({
  session: z.enum(["signed-in", "refreshable", "signed-out", "no-workspace"]),
});
export type SessionProbe = z.infer<typeof sessionProbeSchema>;

/** A call that succeeded and says only that: token refresh, sign-out, the admin hand-over. */
export const okAnswerSchema = z.object({ ok: z.literal(true) });
export type OkAnswer = z.infer<typeof okAnswerSchema>;
