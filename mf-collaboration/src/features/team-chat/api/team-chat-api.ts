import type {
  TeamChatAddResponse,
  TeamChatChannels,
  TeamChatLinkRequest,
  TeamChatLinkResponse,
} from "@parley/shared-contracts/api/team-chat";
import {
  teamChatAddPath,
  teamChatChannelsPath,
  teamChatLinkPath,
} from "@parley/shared-contracts/api/team-chat-constants";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";
import { requestJson, sendJson } from "@parley/ui-kit/api/request.ts";

export const teamChatKeys = {
  channels: (conversationId: number) => ["collaboration", "team-chat", conversationId] as const,
};

/** The installation, the channels and the conversation's share. */
export function getTeamChatChannels(api: ApiFetch, conversationId: number): Promise<TeamChatChannels> {
  return requestJson<TeamChatChannels>(api, teamChatChannelsPath(conversationId));
}

/** Slack's consent page for this workspace; the new window comes back to `returnPath`. */
export async function addTeamChat(api: ApiFetch, returnPath: string): Promise<string> {
  const answer = await sendJson<TeamChatAddResponse>(api, "POST", teamChatAddPath, {
    redirect_uri: returnPath,
  });
  return answer.authorization_url;
}

export function shareToChannel(
  api: ApiFetch,
  conversationId: number,
  body: TeamChatLinkRequest,
): Promise<TeamChatLinkResponse> {
  return sendJson<TeamChatLinkResponse>(api, "POST", teamChatLinkPath(conversationId), body);
}

export async function endTeamChatShare(api: ApiFetch, conversationId: number): Promise<void> {
  const response = await api(teamChatLinkPath(conversationId), { method: "DELETE" });
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
}
