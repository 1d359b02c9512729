// Every endpoint map of the contract, by area: the server's contract test checks that each one is a
// route it serves with a response schema. Front ends import the area they call, not this file.
import { accountEndpoints, passkeyEndpoints } from "./account-endpoints.ts";
import {
  adminAuditEndpoints,
  adminMemberEndpoints,
  adminModelEndpoints,
  adminProviderEndpoints,
  adminUsageEndpoints,
  adminWorkspaceEndpoints,
  opsEndpoints,
} from "./admin-endpoints.ts";
import { authEndpoints, signupEndpoints } from "./auth-endpoints.ts";
import { collaborationEndpoints, snapshotEndpoints, teamChatEndpoints } from "./collaboration-endpoints.ts";
import {
  conversationEndpoints,
  memberEndpoints,
  messageEndpoints,
  modelEndpoints,
  toolCallEndpoints,
} from "./conversation-endpoints.ts";
import type { Endpoint } from "./endpoint.ts";
import { integrationEndpoints } from "./integration-endpoints.ts";
import { routineEndpoints } from "./routine-endpoints.ts";
import { shareEndpoints } from "./share-endpoints.ts";
import { shellEndpoints } from "./shell-endpoints.ts";
import {
  desktopToolEndpoints,
  mcpServerEndpoints,
  toolEndpoints,
  toolGrantEndpoints,
} from "./tool-endpoints.ts";

export const endpointMaps: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  shell: shellEndpoints,
  auth: authEndpoints,
  signup: signupEndpoints,
  account: accountEndpoints,
  passkeys: passkeyEndpoints,
  members: memberEndpoints,
  conversations: conversationEndpoints,
  messages: messageEndpoints,
  models: modelEndpoints,
  toolCalls: toolCallEndpoints,
  collaboration: collaborationEndpoints,
  snapshots: snapshotEndpoints,
  teamChat: teamChatEndpoints,
  share: shareEndpoints,
  routines: routineEndpoints,
  tools: toolEndpoints,
  mcpServers: mcpServerEndpoints,
  toolGrants: toolGrantEndpoints,
  desktopTools: desktopToolEndpoints,
  integrations: integrationEndpoints,
  adminMembers: adminMemberEndpoints,
  adminAudit: adminAuditEndpoints,
  adminModels: adminModelEndpoints,
  adminProviders: adminProviderEndpoints,
  adminWorkspace: adminWorkspaceEndpoints,
  adminUsage: adminUsageEndpoints,
  ops: opsEndpoints,
};
