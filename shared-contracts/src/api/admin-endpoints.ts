// The admin site's endpoints (mf-admin): members, audit log, models, provider keys, the workspace's
// settings and logo, usage, and the ops console's calls under /api/v1/ops/ (a bearer token, no
// session: its pages send them with their own fetch, `requestOf`) (endpoint.ts). The admin host's
// hand-over is shellEndpoints.adminHandoff (shell-endpoints.ts).
import type { AuditList } from "./admin-audit.ts";
import type { AdminInvite, AdminMember, AdminMemberList, AdminMemberUpdate } from "./admin-members.ts";
import type { UsageReport } from "./admin-usage.ts";
import type { AdminWorkspace, AdminWorkspaceUpdate } from "./admin-workspace.ts";
import { endpoint, rawEndpoint } from "./endpoint.ts";
import type {
  AdminModel,
  AdminModelCreate,
  AdminModelUpdate,
  ProviderCredential,
  ProviderCredentialUpdate,
  ProviderTestResult,
} from "./models.ts";
import type { OpsCommandAnswer, OpsRemoteListing, OpsRemoteVersions, OpsWorkspaceList } from "./ops.ts";

type NoBody = { body: Record<string, never> };

export const adminMemberEndpoints = {
  list: endpoint<AdminMemberList>()("GET", "/api/v1/admin/members/"),
  /** 201. */
  invite: endpoint<AdminMember, { body: AdminInvite }>()("POST", "/api/v1/admin/members/"),
  changeRole: endpoint<AdminMember, { body: AdminMemberUpdate }>()("PATCH", "/api/v1/admin/members/:id/"),
  deactivate: endpoint<AdminMember, NoBody>()("POST", "/api/v1/admin/members/:id/deactivate/"),
  reactivate: endpoint<AdminMember, NoBody>()("POST", "/api/v1/admin/members/:id/reactivate/"),
  resendInvitation: endpoint<AdminMember, NoBody>()("POST", "/api/v1/admin/members/:id/resend-invitation/"),
} as const;

export const adminAuditEndpoints = {
  /** `q` searches who, what and the target. */
  list: endpoint<AuditList, { query: { q?: string } }>()("GET", "/api/v1/admin/audit/"),
  /** The CSV file (text/csv). */
  export: rawEndpoint<Blob, { query: { q?: string } }>()("GET", "/api/v1/admin/audit/export.csv"),
} as const;

export const adminModelEndpoints = {
  list: endpoint<{ results: AdminModel[] }>()("GET", "/api/v1/admin/models/"),
  /** 201. */
  create: endpoint<AdminModel, { body: AdminModelCreate }>()("POST", "/api/v1/admin/models/"),
  update: endpoint<AdminModel, { body: AdminModelUpdate }>()("PATCH", "/api/v1/admin/models/:id/"),
  order: endpoint<{ results: AdminModel[] }, { body: { ids: number[] } }>()(
    "PUT",
    "/api/v1/admin/models/order/",
  ),
} as const;

export const adminProviderEndpoints = {
  list: endpoint<{ results: ProviderCredential[] }>()("GET", "/api/v1/admin/providers/"),
  save: endpoint<ProviderCredential, { body: ProviderCredentialUpdate }>()(
    "PUT",
    "/api/v1/admin/providers/:kind/",
  ),
  test: endpoint<ProviderTestResult, NoBody>()("POST", "/api/v1/admin/providers/:kind/test/"),
} as const;

export const adminWorkspaceEndpoints = {
  get: endpoint<AdminWorkspace>()("GET", "/api/v1/admin/workspace/"),
  update: endpoint<AdminWorkspace, { body: AdminWorkspaceUpdate }>()("PATCH", "/api/v1/admin/workspace/"),
  /** Multipart with one `logo` file. */
  uploadLogo: endpoint<AdminWorkspace, { body: FormData }>()("PUT", "/api/v1/admin/workspace/logo/"),
  removeLogo: endpoint<AdminWorkspace>()("DELETE", "/api/v1/admin/workspace/logo/"),
} as const;

export const adminUsageEndpoints = {
  /** Both days included (YYYY-MM-DD); without them the server's last 30 days. */
  report: endpoint<UsageReport, { query: { from?: string; to?: string } }>()("GET", "/api/v1/admin/usage/"),
} as const;

export const opsEndpoints = {
  remotes: endpoint<OpsRemoteListing, { query: { tenant: string } }>()("GET", "/api/v1/ops/remotes"),
  workspaces: endpoint<OpsWorkspaceList>()("GET", "/api/v1/ops/workspaces"),
  versions: endpoint<OpsRemoteVersions>()("GET", "/api/v1/ops/remotes/versions"),
  commands: endpoint<OpsCommandAnswer, { body: { command: unknown } }>()("POST", "/api/v1/ops/commands"),
} as const;
