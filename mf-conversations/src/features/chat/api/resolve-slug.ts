import { collaborationEndpoints } from "@parley/shared-contracts/api/collaboration-endpoints";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

/**
 * `POST /api/v1/collaboration/join/` → the conversation a collaboration link names. A member of the
 * workspace who is not a participant yet joins it; the owner and participants just get its id.
 */
export async function resolveSlug(api: ApiFetch, slug: string): Promise<number> {
  const body = await callApi(api, collaborationEndpoints.join, { body: { conversation_slug: slug } });
  const id = body.data.conversation_id;
  if (id <= 0) throw new Error("The join answer has no conversation id");
  return id;
}
