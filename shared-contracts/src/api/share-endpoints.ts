// The share host's endpoints (mf-share): continuing a public snapshot in the visitor's workspace and
// its counter, the sign-up by e-mail, and the workspace probe the Continue dialog asks a workspace
// host cross-origin (endpoint.ts).
import type { Ignored } from "./conversation-endpoints.ts";
import { endpoint, rawEndpoint } from "./endpoint.ts";
import type { SnapshotSignupRequest, SnapshotSignupResponse } from "./signup.ts";
import type { ContinueSnapshotAnswer } from "./snapshots.ts";

export const shareEndpoints = {
  /** `:id` is the snapshot's uuid; refusals carry `error.code` and `error.params` (continue_limited). */
  continueSnapshot: endpoint<ContinueSnapshotAnswer, { body: Record<string, never> }>()(
    "POST",
    "/api/v1/conversations/continue_snapshot/:id/",
  ),
  /** The analytics counter (204). */
  convoContinued: endpoint<Ignored, { body: Record<string, never> }>()(
    "POST",
    "/api/v1/conversations/convo_continued/:id/",
  ),
  /** Refusals name the field: `error.user_email`, `error.snapshot`. */
  snapshotSignup: endpoint<SnapshotSignupResponse, { body: SnapshotSignupRequest }>()(
    "POST",
    "/api/v1/authentication/snapshot-signup/",
  ),
  /** 204 ready, 404 no such workspace, 503 not ready: no body (CORS, no credentials). */
  workspaceProbe: rawEndpoint<void>()("GET", "/api/v1/core/workspace-probe/"),
} as const;
