import { messageEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

/** `PATCH /api/v1/messages/{id}/` with the new content. */
export async function editMessage(api: ApiFetch, id: number, content: string): Promise<void> {
  await callApi(api, messageEndpoints.edit, { params: { id }, body: { content } });
}

/**
 * `DELETE /api/v1/messages/{id}/`. Resolves to the ids the server removed (it may take others with
 * the message, e.g. a reply with its prompt: `{data: {deleted_ids}}`), or just this id.
 */
export async function deleteMessage(api: ApiFetch, id: number): Promise<number[]> {
  const body = await callApi(api, messageEndpoints.remove, { params: { id } });
  return body.data.deleted_ids;
}

/** `POST /api/v1/messages/{id}/stop/`: ends the generation on the server; the partial reply is kept. */
export async function stopMessage(api: ApiFetch, id: number): Promise<void> {
  await callApi(api, messageEndpoints.stop, { params: { id } });
}
