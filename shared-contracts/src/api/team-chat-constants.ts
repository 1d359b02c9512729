// Zod-free (client bundles import it; team-chat.ts and features.ts keep the schemas for the server).

/** The sharing of conversations to a team chat app (off unless the plan has it). */
export const TEAM_CHAT_SHARE_FLAG = "team_chat_share";

/** Where the Slack integration's calls live (the member calls are in collaboration-endpoints.ts). */
export const TEAM_CHAT_BASE_PATH = "/api/v1/integrations/slack";

/** The team chat app's name as the dialog shows it. */
export const TEAM_CHAT_INTEGRATION_NAME = "Slack";

/** The error code of a post to a channel the bot was not invited to (the dialog shows a tip). */
export const NOT_IN_CHANNEL = "not_in_channel";
