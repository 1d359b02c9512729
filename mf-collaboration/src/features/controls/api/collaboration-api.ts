import { queryOptions } from "@tanstack/react-query";
import type { CollaborationEnabled } from "@parley/shared-contracts/api/collaboration";
import { collaborationEndpoints } from "@parley/shared-contracts/api/collaboration-endpoints";
import { conversationEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

export const controlKeys = {
  conversation: (id: number) => ["collaboration", "conversation", id] as const,
};

/** The conversation as the controls need it: owner or not, CSA, slug, participants. */
export function conversationQuery(api: ApiFetch, id: number) {
  return queryOptions({
    queryKey: controlKeys.conversation(id),
    queryFn: () => callApi(api, conversationEndpoints.get, { params: { id } }),
    enabled: id > 0,
  });
}

export function enableCollaboration(api: ApiFetch, conversationId: number): Promise<CollaborationEnabled> {
  return callApi(api, collaborationEndpoints.enable, { body: { conversation_id: conversationId } });
}

export async function disableCollaboration(api: ApiFetch, conversationId: number): Promise<void> {
  await callApi(api, collaborationEndpoints.disable, { body: { conversation_id: conversationId } });
}

export async function leaveConversation(api: ApiFetch, conversationId: number): Promise<void> {
  await callApi(api, collaborationEndpoints.leave, { body: { conversation_id: conversationId } });
}

/** The link colleagues open: `/conversation/{slug}` on this workspace's host. */
export function collaborationLink(slug: string, origin = window.location.origin): string {
  return `${origin}/conversation/${slug}`;
}
