import {
  ADMIN_WORKSPACE_LOGO_PATH,
  ADMIN_WORKSPACE_PATH,
} from "@parley/shared-contracts/api/admin-constants";
import type { AdminWorkspace, AdminWorkspaceUpdate } from "@parley/shared-contracts/api/admin-workspace";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson, sendJson } from "@parley/ui-kit/api/request.ts";

export const workspaceQueryKey = ["admin", "workspace"] as const;

export const getWorkspace = (api: ApiFetch) => requestJson<AdminWorkspace>(api, ADMIN_WORKSPACE_PATH);

export const saveWorkspace = (api: ApiFetch, update: AdminWorkspaceUpdate) =>
  sendJson<AdminWorkspace>(api, "PATCH", ADMIN_WORKSPACE_PATH, update);

/** `PUT` the logo as multipart (one `logo` file); the server checks its type by content and its size. */
export async function uploadLogo(api: ApiFetch, file: File): Promise<AdminWorkspace> {
  const form = new FormData();
  form.set("logo", file);
  return requestJson<AdminWorkspace>(api, ADMIN_WORKSPACE_LOGO_PATH, { method: "PUT", body: form });
}

export const removeLogo = (api: ApiFetch) =>
  sendJson<AdminWorkspace>(api, "DELETE", ADMIN_WORKSPACE_LOGO_PATH);
