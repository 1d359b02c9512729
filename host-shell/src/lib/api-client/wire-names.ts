// Wire names the shell needs on its first-paint path. The paths come from the endpoint maps of
// @parley/shared-contracts (zod-free); the CSRF names equal the ones in api/auth.ts (a test checks
// it), which the shell does not import: that module would pull zod into the shell's first bundle.
import { memberEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import {
  AUTHENTICATION_PREFIX as AUTHENTICATION_PATHS,
  shellEndpoints,
} from "@parley/shared-contracts/api/shell-endpoints";

export const CSRF_COOKIE_NAME = "parley_csrf";
export const CSRF_HEADER_NAME = "x-csrf-token";
export const REFRESH_PATH = shellEndpoints.refresh.pattern;
export const LOGOUT_PATH = shellEndpoints.logout.pattern;
/** The document preloads it for a signed-in member (shell-document.ts' PROFILE_READ, the same path). */
export const PROFILE_PATH = memberEndpoints.profile.pattern;
export const SESSION_PROBE_PATH = shellEndpoints.sessionProbe.pattern;
export const VERSION_PATH = shellEndpoints.version.pattern;
export const REMOTE_MANIFEST_PATH = shellEndpoints.manifest.pattern;
export const REMOTE_ERRORS_PATH = shellEndpoints.remoteErrors.pattern;
export const REMOTE_LOADS_PATH = shellEndpoints.remoteLoads.pattern;
/** Calls under this prefix manage the session themselves: a 401 there never triggers a refresh. */
export const AUTHENTICATION_PREFIX = AUTHENTICATION_PATHS;
/**
 * Manage account's admin-site session (shared-contracts/api/manage-account.ts): under the prefix, yet an
 * ordinary member call, so an expired access token is refreshed for it like for any other.
 */
export const CC_SESSION_PATH = shellEndpoints.ccSession.pattern;
