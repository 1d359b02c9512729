import type { LastUsedModelUpdate } from "@parley/shared-contracts/api/models";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { sendJson } from "@parley/ui-kit/api/request.ts";

/** `POST /api/v1/members/last_used_model/`: remembers the member's model choice. */
export async function updateLastUsedModel(api: ApiFetch, modelId: number): Promise<void> {
  const body: LastUsedModelUpdate = { last_used_model: modelId };
  await sendJson<unknown>(api, "POST", "/api/v1/members/last_used_model/", body);
}
