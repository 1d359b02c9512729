// The sign-in pages' endpoints (mf-auth): password sign-in, the password forms (forgot, reset by
// link), one-time token checks, passkey sign-in, the workspace's public info and self-service sign-up
// (endpoint.ts). The sign-in and password forms answer a refusal as `{type, errors}`, not the error
// envelope: their callers read the response themselves (`requestOf`).
import type { LoginResponse, TokenVerification } from "./auth.ts";
import { endpoint } from "./endpoint.ts";
import type { WebAuthnCredentialJSON, WebAuthnOptionsJSON } from "./passkeys.ts";
import type { PasswordFormResponse } from "./password-reset.ts";
import type {
  SignupCheckResponse,
  SignupCompleteRequest,
  SignupCompleteResponse,
  SignupResendRequest,
  SignupStatusResponse,
  SignupTokenRequest,
  SnapshotSignupResponse,
} from "./signup.ts";
import type { WorkspaceInfoResponse } from "./workspace.ts";

export const authEndpoints = {
  /** Form-encoded (login, password, js_timezone, captcha, next); sets the session cookies. */
  login: endpoint<LoginResponse, { body: URLSearchParams }>()("POST", "/api/v1/authentication/login/"),
  /** Multipart (email, captcha). */
  forgotPassword: endpoint<PasswordFormResponse, { body: FormData }>()(
    "POST",
    "/api/v1/members/request_reset_password/",
  ),
  /** Form-encoded (password, password_confirm, token). */
  resetPassword: endpoint<PasswordFormResponse, { body: URLSearchParams }>()(
    "POST",
    "/api/v1/authentication/password/",
  ),
  tokenVerification: endpoint<TokenVerification>()(
    "GET",
    "/api/v1/authentication/token-verification/:token/",
  ),
  workspaceInfo: endpoint<WorkspaceInfoResponse>()("GET", "/api/v1/accounts/:subdomain"),
  /** A sign-in challenge: @simplewebauthn's PublicKeyCredentialRequestOptionsJSON. */
  passkeyOptions: endpoint<WebAuthnOptionsJSON>()(
    "POST",
    "/api/v1/security/passkeys/authentication/options/",
  ),
  /** The signed challenge; sets the session cookies and answers like the login. */
  passkeyVerify: endpoint<LoginResponse, { body: { credential: WebAuthnCredentialJSON; next?: string } }>()(
    "POST",
    "/api/v1/security/passkeys/authentication/verify/",
  ),
} as const;

export const signupEndpoints = {
  status: endpoint<SignupStatusResponse>()("GET", "/api/v1/authentication/signup/status/"),
  check: endpoint<SignupCheckResponse, { body: SignupTokenRequest }>()(
    "POST",
    "/api/v1/authentication/signup/check/",
  ),
  complete: endpoint<SignupCompleteResponse, { body: SignupCompleteRequest }>()(
    "POST",
    "/api/v1/authentication/signup/complete/",
  ),
  resend: endpoint<SnapshotSignupResponse, { body: SignupResendRequest }>()(
    "POST",
    "/api/v1/authentication/snapshot-signup/resend/",
  ),
} as const;
