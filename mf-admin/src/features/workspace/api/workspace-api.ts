import { ADMIN_WORKSPACE_PATH } from "@parley/shared-contracts/api/admin-constants";
import type { AdminWorkspace, AdminWorkspaceUpdate } from "@parley/shared-contracts/api/admin-workspace";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson, sendJson } from "@parley/ui-kit/api/request.ts";

export const workspaceQueryKey = ["admin", "workspace"] as const;

export const getWorkspace = (api: ApiFetch) => requestJson<AdminWorkspace>(api, ADMIN_WORKSPACE_PATH);

export const saveWorkspace = (api: ApiFetch, update: AdminWorkspaceUpdate) =>
  sendJson<AdminWorkspace>(api, "PATCH", ADMIN_WORKSPACE_PATH, update);
