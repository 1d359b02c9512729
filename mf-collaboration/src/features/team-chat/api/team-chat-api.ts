import { teamChatEndpoints } from "@parley/shared-contracts/api/collaboration-endpoints";
import type {
  TeamChatChannels,
  TeamChatLinkRequest,
  TeamChatLinkResponse,
} from "@parley/shared-contracts/api/team-chat";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

export const teamChatKeys = {
  channels: (conversationId: number) => ["collaboration", "team-chat", conversationId] as const,
};

/** The installation, the channels and the conversation's share. */
export function getTeamChatChannels(api: ApiFetch, conversationId: number): Promise<TeamChatChannels> {
  return callApi(api, teamChatEndpoints.channels, { query: { conversation: conversationId } });
}

/** Slack's consent page for this workspace; the new window comes back to `returnPath`. */
export async function addTeamChat(api: ApiFetch, returnPath: string): Promise<string> {
  const answer = await callApi(api, teamChatEndpoints.add, { body: { redirect_uri: returnPath } });
  return answer.authorization_url;
}

export function shareToChannel(
  api: ApiFetch,
  conversationId: number,
  body: TeamChatLinkRequest,
): Promise<TeamChatLinkResponse> {
  return callApi(api, teamChatEndpoints.share, { params: { conversationId }, body });
}

export async function endTeamChatShare(api: ApiFetch, conversationId: number): Promise<void> {
  await callApi(api, teamChatEndpoints.endShare, { params: { conversationId } });
}
