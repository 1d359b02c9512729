import { modelEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

/** `POST /api/v1/members/last_used_model/`: remembers the member's model choice. */
export async function updateLastUsedModel(api: ApiFetch, modelId: number): Promise<void> {
  await callApi(api, modelEndpoints.lastUsed, { body: { last_used_model: modelId } });
}
