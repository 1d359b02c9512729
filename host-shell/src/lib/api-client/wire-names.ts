// Wire names the shell needs on its first-paint path. They equal the ones in
// @parley/shared-contracts/api/* (a test checks it); importing those modules here would pull zod
// into the shell's first bundle.
import { PROFILE_READ } from "@parley/shared-contracts/shell-document";

export const CSRF_COOKIE_NAME = "parley_csrf";
export const CSRF_HEADER_NAME = "x-csrf-token";
export const REFRESH_PATH = "/api/v1/authentication/token/refresh/";
export const LOGOUT_PATH = "/api/v1/authentication/logout/";
/** The document preloads it for a signed-in member (shell-document.ts): one constant for both. */
export const PROFILE_PATH = PROFILE_READ;
export const SESSION_PROBE_PATH = "/api/v1/authentication/session/";
export const VERSION_PATH = "/api/v1/core/gs-version";
export const REMOTE_MANIFEST_PATH = "/api/v1/remotes/manifest";
export const REMOTE_ERRORS_PATH = "/api/v1/remotes/errors";
export const REMOTE_LOADS_PATH = "/api/v1/remotes/loads";
/** Calls under this prefix manage the session themselves: a 401 there never triggers a refresh. */
export const AUTHENTICATION_PREFIX = "/api/v1/authentication/";
/**
 * Manage account's admin-site session (shared-contracts/api/manage-account.ts): under the prefix, yet an
 * ordinary member call, so an expired access token is refreshed for it like for any other.
 */
export const CC_SESSION_PATH = "/api/v1/authentication/get-cc-session/";
