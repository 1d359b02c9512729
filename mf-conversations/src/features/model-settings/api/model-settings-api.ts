import { modelEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import type { ModelSettings } from "@parley/shared-contracts/api/model-settings";
import type { ParameterValues } from "@parley/shared-contracts/model-parameters";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

export const modelSettingsKeys = {
  all: ["model-settings"] as const,
  model: (modelId: number) => ["model-settings", modelId] as const,
};

/** Settings are read when the sidebar opens and before a send; a minute is fresh enough. */
export const MODEL_SETTINGS_STALE_MS = 60_000;

/** `GET /api/v1/models/{id}/settings/`: the model record with the member's saved values. */
export function getModelSettings(api: ApiFetch, modelId: number): Promise<ModelSettings> {
  return callApi(api, modelEndpoints.settings, { params: { id: modelId } });
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
  return callApi(api, modelEndpoints.saveSettings, { params: { id: modelId }, body: { parameters } });
}

/** `DELETE …/settings/`: back to the defaults. */
export function resetModelSettings(api: ApiFetch, modelId: number): Promise<ModelSettings> {
  return callApi(api, modelEndpoints.resetSettings, { params: { id: modelId } });
}
