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

/** A tenant of the remotes' commands: a workspace's subdomain, or null for the default channel. */
type Channel = string | null;

/**
 * What an ops command did (POST /api/v1/ops/commands answers `{lines, result}`): `lines` are the
 * CLI's English output, `result` is for the ops pages to say in the reader's language.
 */
export type OpsCommandResult =
  | {
      code: "workspace_created";
      /** The owner created with it (null without one); `ownerPassword` is generated and shown once. */
      params: {
        subdomain: string;
        name: string;
        ownerEmail: string | null;
        ownerPassword: string | null;
      };
    }
  | { code: "workspace_suspended"; params: { subdomain: string; sessionsEnded: number } }
  | { code: "workspace_reinstated"; params: { subdomain: string } }
  | {
      code: "member_created";
      params: { subdomain: string; email: string; role: string; password: string | null };
    }
  | { code: "remote_promoted"; params: { remote: string; version: string; tenants: Channel[] } }
  | { code: "remote_pinned"; params: { remote: string; version: string; tenant: Channel } }
  | { code: "remote_unpinned"; params: { remote: string; tenant: Channel } }
  | { code: "remote_not_pinned"; params: { remote: string; tenant: Channel } }
  | {
      code: "remote_rolled_back";
      /** `to` null: the channel follows the next one again (the default, or the newest built-in). */
      params: { remote: string; from: string; to: string | null; tenant: Channel };
    }
  /** Commands the ops pages do not run (lists, tokens, models…): their lines say it all. */
  | { code: "done"; params: Record<string, never> };

export type OpsResultCode = OpsCommandResult["code"];

export interface OpsCommandAnswer {
  lines: string[];
  result: OpsCommandResult;
}

/**
 * A refused ops command: `{error: {code, message, params?, fields?}}`. The codes the ops pages say in
 * the reader's language, with the params each carries; any other code is shown as a general failure.
 */
export interface OpsErrorParams {
  workspace_exists: { subdomain: string };
  workspace_not_found: { subdomain: string };
  member_exists: { email: string };
  remote_not_found: { remote: string };
  version_not_found: { remote: string; version: string };
  nothing_promoted: { remote: string; tenant: Channel };
  validation_error: Record<string, never>;
}
export type OpsErrorCode = keyof OpsErrorParams;

export interface OpsErrorBody {
  error: {
    code: string;
    message: string;
    params?: Record<string, string | number | null>;
    /** validation_error: the refused fields (dot paths) and why. */
    fields?: Record<string, string[]>;
  };
}

/** One remote as `GET /api/v1/ops/remotes?tenant=` lists it for the ops pages. */
export interface OpsRemoteRow {
  name: string;
  versions: string[];
  staged: string[];
  newest: string;
  defaultPin: string | null;
  tenantPin: string | null;
  serves: string;
  fallback: string | null;
}

export interface OpsRemoteListing {
  tenant: string | null;
  remotes: OpsRemoteRow[];
}
