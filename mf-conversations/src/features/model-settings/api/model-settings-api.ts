import type { ModelSettings } from "@parley/shared-contracts/api/model-settings";
import type { ParameterValues } from "@parley/shared-contracts/model-parameters";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson, sendJson } from "@parley/ui-kit/api/request.ts";

const path = (modelId: number) => `/api/v1/models/${modelId}/settings/`;

export const modelSettingsKeys = {
  all: ["model-settings"] as const,
  model: (modelId: number) => ["model-settings", modelId] as const,
};

/** Settings are read when the sidebar opens and before a send; a minute is fresh enough. */
export const MODEL_SETTINGS_STALE_MS = 60_000;

/** `GET /api/v1/models/{id}/settings/`: the model record with the member's saved values. */
export function getModelSettings(api: ApiFetch, modelId: number): Promise<ModelSettings> {
  return requestJson<ModelSettings>(api, path(modelId));
}

export function modelSettingsQueryOptions(api: ApiFetch, modelId: number) {
  return {
    queryKey: modelSettingsKeys.model(modelId),
    queryFn: () => getModelSettings(api, modelId),
    staleTime: MODEL_SETTINGS_STALE_MS,
  };
}

/** `PUT …/settings/`: the member's whole set of values. */
export function saveModelSettings(
  api: ApiFetch,
  modelId: number,
  parameters: ParameterValues,
): Promise<ModelSettings> {
  return sendJson<ModelSettings>(api, "PUT", path(modelId), { parameters });
}

/** `DELETE …/settings/`: back to the defaults. */
export function resetModelSettings(api: ApiFetch, modelId: number): Promise<ModelSettings> {
  return sendJson<ModelSettings>(api, "DELETE", path(modelId));
}
