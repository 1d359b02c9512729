// The host shell's endpoints (host-shell): the session probe, token refresh and sign-out, the build
// version, the remote manifest and the remotes' error and load reports, the feature list, Manage
// account's permission and the admin host's hand-over, the developer override, and the share page's
// visit counter (endpoint.ts). Zod-free like every endpoint map: the shell's first bundle imports it.
// The profile is memberEndpoints.profile (conversation-endpoints.ts), not repeated here.
import type { OkAnswer, SessionProbe } from "./auth.ts";
import type { Ignored } from "./conversation-endpoints.ts";
import type { DevOverrideRequest, DevOverrideSaved, DevOverrideStatus } from "./dev-override.ts";
import { endpoint, rawEndpoint } from "./endpoint.ts";
import type { FeatureList } from "./features.ts";
import type { ManagePermissionRequest, ManagePermissionResponse } from "./manage-account.ts";
import type { RemoteFailureReport, RemoteLoadReport, RemoteManifest } from "./remotes.ts";
import type { VersionInfo } from "./workspace.ts";

/**
 * Calls under this prefix manage the session themselves (a 401 there is no cue to refresh); the
 * refresh cookie is sent to them only.
 */
export const AUTHENTICATION_PREFIX = "/api/v1/authentication/";

export const shellEndpoints = {
  /** Always 200: what the shell should do on start (signed in, refreshable, signed out, no workspace). */
  sessionProbe: endpoint<SessionProbe>()("GET", "/api/v1/authentication/session/"),
  /** Sets fresh session cookies; 401 when the refresh token is refused. */
  refresh: endpoint<OkAnswer>()("POST", "/api/v1/authentication/token/refresh/"),
  logout: endpoint<OkAnswer, { body: { last_visited_path?: string } }>()(
    "POST",
    "/api/v1/authentication/logout/",
  ),
  /** The running build's timestamp ("Update available"); 503 before the first build. */
  version: endpoint<VersionInfo>()("GET", "/api/v1/core/gs-version"),
  /** Pre-serialized JSON with an ETag, answered 304 when unchanged: the shell reads it itself. */
  manifest: rawEndpoint<RemoteManifest>()("GET", "/api/v1/remotes/manifest"),
  /** 204; needs the page's report token (remote-report-token.ts). */
  remoteErrors: endpoint<Ignored, { body: RemoteFailureReport }>()("POST", "/api/v1/remotes/errors"),
  /** 204; needs the page's report token. */
  remoteLoads: endpoint<Ignored, { body: RemoteLoadReport }>()("POST", "/api/v1/remotes/loads"),
  features: endpoint<FeatureList>()("GET", "/api/v1/payments/features/"),
  /** Manage account: the admin site's address and a one-time hand-over token. */
  managePermission: endpoint<ManagePermissionResponse, { body: ManagePermissionRequest }>()(
    "POST",
    "/api/v1/accounts/manage-permission/",
  ),
  /** The admin site's session: answers like managePermission; a member call despite its prefix. */
  ccSession: endpoint<ManagePermissionResponse, { body: ManagePermissionRequest }>()(
    "POST",
    "/api/v1/authentication/get-cc-session/",
  ),
  /** The admin host exchanges the hand-over token for its own session cookies. */
  adminHandoff: endpoint<OkAnswer, { body: { token: string } }>()(
    "POST",
    "/api/v1/authentication/admin-handoff/",
  ),
  devOverride: endpoint<DevOverrideStatus>()("GET", "/api/v1/remotes/dev-override"),
  saveDevOverride: endpoint<DevOverrideSaved, { body: DevOverrideRequest }>()(
    "PUT",
    "/api/v1/remotes/dev-override",
  ),
  /** 204. */
  clearDevOverride: endpoint<Ignored>()("DELETE", "/api/v1/remotes/dev-override"),
  /** The share page's visit counter (204; `:id` is the snapshot's uuid); no cookies, no session. */
  visitSnapshot: endpoint<Ignored>()("POST", "/api/v1/conversations/visit_snapshot/:id/"),
} as const;
