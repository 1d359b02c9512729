// The ops pages' reads (docs/admin-site.md § Ops): GET /api/v1/ops/workspaces and
// GET /api/v1/ops/remotes/versions, with the ops token (never a workspace session).

/** One workspace as the ops workspaces page lists it. */
export interface OpsWorkspace {
  subdomain: string;
  name: string;
  memberCount: number;
  /** ISO time. */
  createdAt: string;
  /** ISO time of the suspension; null while the workspace is active. */
  suspendedAt: string | null;
}

export interface OpsWorkspaceList {
  workspaces: OpsWorkspace[];
}

/** Load-error reports (`POST /api/v1/remotes/errors`) of one version, as `remotes failures` shows them. */
export interface OpsFailureSummary {
  /** Every report naming this version. */
  count: number;
  /** Of them, the browser loaded the fallback instead (phase `fallback`). */
  fallbacks: number;
  /** Newest first, at most five. */
  latest: { at: string; tenant: string | null; phase: string; message: string }[];
}

/** A tenant that has this version promoted for itself, since when, and the reports since then. */
export interface OpsVersionTenant {
  tenant: string;
  /** ISO time of the promotion (the pin's last change). */
  promotedAt: string;
  /** Load-error reports of this version from this tenant since the promotion (fallbacks included). */
  failuresSincePromotion: number;
  /** Tabs of this tenant that mounted this version since the promotion (each tab counts a version once). */
  loadsSincePromotion: number;
  /**
   * Failed attempts / all attempts since the promotion, 0–1: failed attempts are the failure reports
   * without the `fallback` ones (a failed attempt that fell back sends both); null before any attempt.
   */
  errorRate: number | null;
}

export interface OpsRemoteVersion {
  version: string;
  source: "built-in" | "published";
  /** The newest built-in build: what a channel without a promotion serves. */
  newestBuiltIn: boolean;
  /** Published and promoted nowhere. */
  staged: boolean;
  /** Promoted as the default channel's version. */
  defaultPromoted: boolean;
  /** ISO time and who, for published versions. */
  publishedAt: string | null;
  publishedBy: string | null;
  tenants: OpsVersionTenant[];
  failures: OpsFailureSummary;
}

export interface OpsRemoteVersions {
  remotes: { name: string; versions: OpsRemoteVersion[] }[];
}
