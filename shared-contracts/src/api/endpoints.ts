// Every endpoint map of the contract, by area: the server's contract test checks that each one is a
// route it serves with a response schema. Front ends import the area they call, not this file.
import { collaborationEndpoints, snapshotEndpoints, teamChatEndpoints } from "./collaboration-endpoints.ts";
import {
  conversationEndpoints,
  memberEndpoints,
  messageEndpoints,
  modelEndpoints,
  toolCallEndpoints,
} from "./conversation-endpoints.ts";
import type { Endpoint } from "./endpoint.ts";
import { routineEndpoints } from "./routine-endpoints.ts";

export const endpointMaps: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  conversations: conversationEndpoints,
  messages: messageEndpoints,
  models: modelEndpoints,
  collaboration: collaborationEndpoints,
  snapshots: snapshotEndpoints,
  teamChat: teamChatEndpoints,
  toolCalls: toolCallEndpoints,
  members: memberEndpoints,
  routines: routineEndpoints,
};
