import type { BehaviorSettingsUpdate } from "@parley/shared-contracts/api/model-settings";
import { memberEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import type { BehaviorSettings } from "@parley/shared-contracts/api/profile";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

export const behaviorSettingsKey = ["behavior-settings"] as const;

/** The member's behaviour settings as the profile carries them. */
export async function getBehaviorSettings(api: ApiFetch): Promise<BehaviorSettings> {
  return (await callApi(api, memberEndpoints.profile, {})).behavior_settings;
}

/** `PATCH /api/v1/members/behavior_settings/` (spec wire names); answers the updated settings. */
export function updateBehaviorSettings(
  api: ApiFetch,
  patch: BehaviorSettingsUpdate,
): Promise<BehaviorSettings> {
  return callApi(api, memberEndpoints.behaviorSettings, { body: patch });
}
