// The models page's calls (adminModelEndpoints).
import { adminModelEndpoints } from "@parley/shared-contracts/api/admin-endpoints";
import type { AdminModel, AdminModelCreate, AdminModelUpdate } from "@parley/shared-contracts/api/models";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

export const modelsQueryKey = ["admin", "models"] as const;

export async function getAdminModels(api: ApiFetch): Promise<AdminModel[]> {
  return (await callApi(api, adminModelEndpoints.list, {})).results;
}

export const createAdminModel = (api: ApiFetch, model: AdminModelCreate) =>
  callApi(api, adminModelEndpoints.create, { body: model });

export const updateAdminModel = (api: ApiFetch, id: number, update: AdminModelUpdate) =>
  callApi(api, adminModelEndpoints.update, { params: { id }, body: update });

export async function orderAdminModels(api: ApiFetch, ids: number[]): Promise<AdminModel[]> {
  return (await callApi(api, adminModelEndpoints.order, { body: { ids } })).results;
}
