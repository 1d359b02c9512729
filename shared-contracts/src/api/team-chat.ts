import { z } from "zod";

/**
 * Team chat share (Slack): a workspace installs the Slack app once, then the owner of a conversation
 * posts its collaboration link to a channel and may end the share. Behind the `team_chat_share`
 * feature flag (features.ts).
 */
export { NOT_IN_CHANNEL, TEAM_CHAT_BASE_PATH, TEAM_CHAT_INTEGRATION_NAME } from "./team-chat-constants.ts";

const conversationId = z.coerce.number().int().positive().max(2_147_483_647);

/** `POST …/add/` body: where the new window lands after Slack (a path of this workspace). */
export const teamChatAddSchema = z.object({ redirect_uri: z.string().min(1).max(2048) });
export type TeamChatAddRequest = z.infer<typeof teamChatAddSchema>;

export const teamChatAddResponseSchema = z.object({ authorization_url: z.string() });
export type TeamChatAddResponse = z.infer<typeof teamChatAddResponseSchema>;

/** `GET …/channels/` query: the conversation whose share the answer carries. */
export const teamChatChannelsQuerySchema = z.object({ conversation: conversationId });

/** A channel of the installed Slack workspace (the spec's Team chat channel). */
export const teamChatChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_private: z.boolean(),
});
export type TeamChatChannel = z.infer<typeof teamChatChannelSchema>;

/** A conversation's share: the channel its collaboration link was posted to. */
export const teamChatShareSchema = z.object({
  channel_id: z.string(),
  channel_name: z.string(),
  shared_at: z.string(),
});
export type TeamChatShare = z.infer<typeof teamChatShareSchema>;

export const teamChatChannelsSchema = z.object({
  integration_name: z.string(),
  /** The workspace installed the app; without it `channels` is empty. */
  installed: z.boolean(),
  /** The caller may install it (owners and admins of the workspace). */
  can_install: z.boolean(),
  /** The Slack workspace's name, once installed. */
  team_name: z.string().nullable(),
  channels: z.array(teamChatChannelSchema),
  share: teamChatShareSchema.nullable(),
});
export type TeamChatChannels = z.infer<typeof teamChatChannelsSchema>;

export const teamChatLinkParamsSchema = z.object({ conversationId });

/**
 * `POST …/link/{conversationId}/` body. The channel is found by id, else by name. The server posts
 * the link it builds itself: `collaboration_url` is accepted for the spec's shape and not used, so no
 * caller can make the bot post another address.
 */
export const teamChatLinkSchema = z.object({
  channel_name: z.string().trim().min(1).max(200),
  channel_id: z
    .string()
    .regex(/^[A-Z0-9]{1,40}$/)
    .optional(),
  collaboration_url: z.string().max(2048).optional(),
});
export type TeamChatLinkRequest = z.infer<typeof teamChatLinkSchema>;

export const teamChatLinkResponseSchema = z.object({
  share: teamChatShareSchema,
  collaboration_slug: z.string(),
});
export type TeamChatLinkResponse = z.infer<typeof teamChatLinkResponseSchema>;
