import type { BehaviorSettingsUpdate } from "@parley/shared-contracts/api/model-settings";
import type { BehaviorSettings } from "@parley/shared-contracts/api/profile";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";

/** `PATCH /api/v1/members/behavior_settings/` (the spec's wire names); answers the saved settings. */
export async function saveBehaviorSettings(
  api: ApiFetch,
  patch: BehaviorSettingsUpdate,
): Promise<BehaviorSettings> {
  const response = await api("/api/v1/members/behavior_settings/", {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(patch),
  });
  const body = await readJson(response);
  if (!response.ok) throw new HttpError(response.status, body);
  return body as BehaviorSettings;
}
