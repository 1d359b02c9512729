import { messageEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import { requestOf } from "@parley/shared-contracts/api/endpoint";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";

/** "Don't send" for a held reply: the server removes it and the message; answers their ids. */
export async function dontSend(api: ApiFetch, messageId: number, remember: boolean): Promise<number[]> {
  const { path, init } = requestOf(messageEndpoints.stream, {
    body: { message_id: messageId, dlp_preference: "dont_send", remember },
  });
  const response = await api(path, init);
  const body = await readJson(response);
  if (!response.ok) throw new HttpError(response.status, body);
  const ids = (body as { data?: { deleted_ids?: unknown } } | null)?.data?.deleted_ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === "number") : [messageId];
}
