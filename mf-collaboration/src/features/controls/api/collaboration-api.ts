import { queryOptions } from "@tanstack/react-query";
import type { CollaborationEnabled } from "@parley/shared-contracts/api/collaboration";
import type { Conversation } from "@parley/shared-contracts/api/conversations";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson, sendJson } from "@parley/ui-kit/api/request.ts";

export const controlKeys = {
  conversation: (id: number) => ["collaboration", "conversation", id] as const,
};

/** The conversation as the controls need it: owner or not, CSA, slug, participants. */
export function conversationQuery(api: ApiFetch, id: number) {
  return queryOptions({
    queryKey: controlKeys.conversation(id),
    queryFn: () => requestJson<Conversation>(api, `/api/v1/conversations/${id}/`),
    enabled: id > 0,
  });
}

export function enableCollaboration(api: ApiFetch, conversationId: number): Promise<CollaborationEnabled> {
  return sendJson<CollaborationEnabled>(api, "POST", "/api/v1/collaboration/enable/", {
    conversation_id: conversationId,
  });
}

export async function disableCollaboration(api: ApiFetch, conversationId: number): Promise<void> {
  await sendJson<unknown>(api, "POST", "/api/v1/collaboration/disable/", { conversation_id: conversationId });
}

export async function leaveConversation(api: ApiFetch, conversationId: number): Promise<void> {
  await sendJson<unknown>(api, "POST", "/api/v1/collaboration/leave/", { conversation_id: conversationId });
}

/** The link colleagues open: `/conversation/{slug}` on this workspace's host. */
export function collaborationLink(slug: string, origin = window.location.origin): string {
  return `${origin}/conversation/${slug}`;
}
