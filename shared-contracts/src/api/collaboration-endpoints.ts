// The collaboration controls' endpoints: enable, disable, join and leave a shared conversation, and
// its snapshots (list, make, publish or unpublish, delete) — endpoint.ts.
import type {
  CollaborationListQuery,
  CollaborationPage,
  CollaborationRow,
  PublicSnapshotRow,
  CollaborationConversationAnswer,
  CollaborationConversationRequest,
  CollaborationEnabled,
  CollaborationJoined,
  CollaborationJoinRequest,
} from "./collaboration.ts";
import { endpoint } from "./endpoint.ts";
import type { Snapshot, SnapshotList } from "./snapshots.ts";
import type {
  TeamChatAddRequest,
  TeamChatAddResponse,
  TeamChatChannels,
  TeamChatLinkRequest,
  TeamChatLinkResponse,
} from "./team-chat.ts";

export const collaborationEndpoints = {
  enable: endpoint<CollaborationEnabled, { body: CollaborationConversationRequest }>()(
    "POST",
    "/api/v1/collaboration/enable/",
  ),
  disable: endpoint<CollaborationConversationAnswer, { body: CollaborationConversationRequest }>()(
    "POST",
    "/api/v1/collaboration/disable/",
  ),
  join: endpoint<CollaborationJoined, { body: CollaborationJoinRequest }>()(
    "POST",
    "/api/v1/collaboration/join/",
  ),
  leave: endpoint<CollaborationConversationAnswer, { body: CollaborationConversationRequest }>()(
    "POST",
    "/api/v1/collaboration/leave/",
  ),
  /** My Collaborations' tabs, paged, sorted and searched on the server. */
  started: endpoint<CollaborationPage<CollaborationRow>, { query: CollaborationListQuery }>()(
    "GET",
    "/api/v1/collaboration/started/",
  ),
  shared: endpoint<CollaborationPage<CollaborationRow>, { query: CollaborationListQuery }>()(
    "GET",
    "/api/v1/collaboration/shared/",
  ),
  publicSnapshots: endpoint<CollaborationPage<PublicSnapshotRow>, { query: CollaborationListQuery }>()(
    "GET",
    "/api/v1/collaboration/public-snapshots/",
  ),
} as const;

/** Sharing a conversation to a team chat channel (Slack). */
export const teamChatEndpoints = {
  add: endpoint<TeamChatAddResponse, { body: TeamChatAddRequest }>()(
    "POST",
    "/api/v1/integrations/slack/add/",
  ),
  channels: endpoint<TeamChatChannels, { query: { conversation: number } }>()(
    "GET",
    "/api/v1/integrations/slack/channels/",
  ),
  share: endpoint<TeamChatLinkResponse, { body: TeamChatLinkRequest }>()(
    "POST",
    "/api/v1/integrations/slack/link/:conversationId/",
  ),
  endShare: endpoint<unknown>()("DELETE", "/api/v1/integrations/slack/link/:conversationId/"),
} as const;

/** The spec sends the forms' flags as strings ("true"/"false"). */
type Flag = "true" | "false";

export const snapshotEndpoints = {
  list: endpoint<SnapshotList>()("GET", "/api/v1/conversations/:id/snapshots/"),
  create: endpoint<Snapshot, { body: { anonymize: Flag } }>()(
    "POST",
    "/api/v1/conversations/:id/create_snapshot/",
  ),
  setPublic: endpoint<Snapshot, { body: { is_public: Flag } }>()(
    "PATCH",
    "/api/v1/conversations/snapshot/:id/",
  ),
  remove: endpoint<unknown>()("DELETE", "/api/v1/conversations/snapshot/:id/"),
} as const;
