import type { ApiFetch } from "@parley/shared-contracts/shell";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";
import { sendJson } from "@parley/ui-kit/api/request.ts";

const messagePath = (id: number) => `/api/v1/messages/${id}/`;

/** `PATCH /api/v1/messages/{id}/` with the new content. */
export async function editMessage(api: ApiFetch, id: number, content: string): Promise<void> {
  await sendJson<unknown>(api, "PATCH", messagePath(id), { content });
}

/**
 * `DELETE /api/v1/messages/{id}/`. Resolves to the ids the server removed (it may take others with
 * the message, e.g. a reply with its prompt: `{data: {deleted_ids}}`), or just this id.
 */
export async function deleteMessage(api: ApiFetch, id: number): Promise<number[]> {
  const body = await sendJson<{ data?: { deleted_ids?: unknown } } | null>(api, "DELETE", messagePath(id));
  const ids = body?.data?.deleted_ids;
  return Array.isArray(ids) && ids.every((value) => typeof value === "number") ? ids : [id];
}

/** `POST /api/v1/messages/{id}/stop/`: ends the generation on the server; the partial reply is kept. */
export async function stopMessage(api: ApiFetch, id: number): Promise<void> {
  const response = await api(`${messagePath(id)}stop/`, { method: "POST" });
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
}
