import { adminWorkspaceEndpoints } from "@parley/shared-contracts/api/admin-endpoints";
import type { AdminWorkspace, AdminWorkspaceUpdate } from "@parley/shared-contracts/api/admin-workspace";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

export const workspaceQueryKey = ["admin", "workspace"] as const;

export const getWorkspace = (api: ApiFetch) => callApi(api, adminWorkspaceEndpoints.get, {});

export const saveWorkspace = (api: ApiFetch, update: AdminWorkspaceUpdate) =>
  callApi(api, adminWorkspaceEndpoints.update, { body: update });

/** `PUT` the logo as multipart (one `logo` file); the server checks its type by content and its size. */
export async function uploadLogo(api: ApiFetch, file: File): Promise<AdminWorkspace> {
  const form = new FormData();
  form.set("logo", file);
  return callApi(api, adminWorkspaceEndpoints.uploadLogo, { body: form });
}

export const removeLogo = (api: ApiFetch) => callApi(api, adminWorkspaceEndpoints.removeLogo, {});
