// The models page's calls (/api/v1/admin/models/…).
import { ADMIN_MODELS_ORDER_PATH, ADMIN_MODELS_PATH } from "@parley/shared-contracts/api/admin-constants";
import type { AdminModel, AdminModelCreate, AdminModelUpdate } from "@parley/shared-contracts/api/models";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson, sendJson } from "@parley/ui-kit/api/request.ts";

export const modelsQueryKey = ["admin", "models"] as const;

export async function getAdminModels(api: ApiFetch): Promise<AdminModel[]> {
  return (await requestJson<{ results: AdminModel[] }>(api, ADMIN_MODELS_PATH)).results;
}

export const createAdminModel = (api: ApiFetch, model: AdminModelCreate) =>
  sendJson<AdminModel>(api, "POST", ADMIN_MODELS_PATH, model);

export const updateAdminModel = (api: ApiFetch, id: number, update: AdminModelUpdate) =>
  sendJson<AdminModel>(api, "PATCH", `${ADMIN_MODELS_PATH}${id}/`, update);

export async function orderAdminModels(api: ApiFetch, ids: number[]): Promise<AdminModel[]> {
  return (await sendJson<{ results: AdminModel[] }>(api, "PUT", ADMIN_MODELS_ORDER_PATH, { ids })).results;
}
