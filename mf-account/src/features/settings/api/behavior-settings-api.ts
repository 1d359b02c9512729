import { memberEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import type { BehaviorSettingsUpdate } from "@parley/shared-contracts/api/model-settings";
import type { BehaviorSettings } from "@parley/shared-contracts/api/profile";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

/** memberEndpoints.behaviorSettings (the spec's wire names); answers the saved settings. */
export function saveBehaviorSettings(
  api: ApiFetch,
  patch: BehaviorSettingsUpdate,
): Promise<BehaviorSettings> {
  return callApi(api, memberEndpoints.behaviorSettings, { body: patch });
}
