// Zod-free (client bundles import it; team-chat.ts and features.ts keep the schemas for the server).

/** The sharing of conversations to a team chat app (off unless the plan has it). */
export const TEAM_CHAT_SHARE_FLAG = "team_chat_share";

/**
 * Team chat share (Slack): a workspace installs the Slack app once, then the owner of a conversation
 * posts its collaboration link to a channel and may end the share.
 */
export const TEAM_CHAT_BASE_PATH = "/api/v1/integrations/slack";
/** `POST` {redirect_uri} → {authorization_url}: Slack's consent page, opened in a new window. */
export const teamChatAddPath = `${TEAM_CHAT_BASE_PATH}/add/`;
/** `GET` ?conversation= → the installation, the channels and the conversation's share. */
export const teamChatChannelsPath = (conversationId: number) =>
  `${TEAM_CHAT_BASE_PATH}/channels/?conversation=${conversationId}`;
/** `POST` {channel_name, channel_id?, collaboration_url?} shares; `DELETE` ends the share. */
export const teamChatLinkPath = (conversationId: number) => `${TEAM_CHAT_BASE_PATH}/link/${conversationId}/`;

/** The team chat app's name as the dialog shows it. */
export const TEAM_CHAT_INTEGRATION_NAME = "Slack";

/** The error code of a post to a channel the bot was not invited to (the dialog shows a tip). */
export const NOT_IN_CHANNEL = "not_in_channel";
