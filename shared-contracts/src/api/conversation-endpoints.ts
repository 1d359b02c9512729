// The conversation screens' endpoints: the sidebar list, one conversation, its messages, message
// actions, and the models a member picks from with their saved settings (endpoint.ts).
// Queries are typed by what the server reads after coercion (numbers stay numbers here).
import type {
  Conversation,
  ConversationExportQuery,
  ConversationPage,
  ConversationListQuery,
  ConversationUpdate,
} from "./conversations.ts";
import type { ToolRun, ToolRunResult, WaitingToolCalls } from "./mcp.ts";
import type {
  DeleteMessageResponse,
  Message,
  MessagePage,
  MessagePageQuery,
  SendMessageResponse,
  StreamRequest,
} from "./messages.ts";
import type { BehaviorSettingsUpdate } from "./model-settings.ts";
import type { BehaviorSettings, Profile } from "./profile.ts";
import type { ModelSettings, ModelSettingsUpdate } from "./model-settings.ts";
import type { LastUsedModelAnswer, LastUsedModelUpdate, ModelList } from "./models.ts";
import { endpoint, rawEndpoint } from "./endpoint.ts";

/** A call that answers nothing a client reads. */
export type Ignored = unknown;

export const conversationEndpoints = {
  list: endpoint<ConversationPage, { query: Partial<ConversationListQuery> }>()(
    "GET",
    "/api/v1/conversations/",
  ),
  get: endpoint<Conversation>()("GET", "/api/v1/conversations/:id/"),
  update: endpoint<Conversation, { body: ConversationUpdate }>()("PATCH", "/api/v1/conversations/:id/"),
  remove: endpoint<Ignored>()("DELETE", "/api/v1/conversations/:id/"),
  messages: endpoint<MessagePage, { query: Partial<MessagePageQuery> }>()(
    "GET",
    "/api/v1/conversations/:id/messages/",
  ),
  /** The markdown file (text/markdown). */
  export: rawEndpoint<Blob, { query: Partial<ConversationExportQuery> }>()(
    "GET",
    "/api/v1/conversations/:id/export/",
  ),
} as const;

export const messageEndpoints = {
  /** Multipart form data (files) or JSON. */
  send: endpoint<SendMessageResponse, { body: FormData }>()("POST", "/api/v1/messages/send/"),
  /** The reply as text/plain, replayed then live; a held reply's "don't send" answers JSON. */
  stream: rawEndpoint<string | DeleteMessageResponse, { body: StreamRequest }>()(
    "POST",
    "/api/v1/messages/stream/",
  ),
  edit: endpoint<Message, { body: { content: string } }>()("PATCH", "/api/v1/messages/:id/"),
  remove: endpoint<DeleteMessageResponse>()("DELETE", "/api/v1/messages/:id/"),
  stop: endpoint<Message>()("POST", "/api/v1/messages/:id/stop/"),
} as const;

export const modelEndpoints = {
  list: endpoint<ModelList>()("GET", "/api/v1/models/"),
  settings: endpoint<ModelSettings>()("GET", "/api/v1/models/:id/settings/"),
  saveSettings: endpoint<ModelSettings, { body: ModelSettingsUpdate }>()(
    "PUT",
    "/api/v1/models/:id/settings/",
  ),
  resetSettings: endpoint<ModelSettings>()("DELETE", "/api/v1/models/:id/settings/"),
  lastUsed: endpoint<LastUsedModelAnswer, { body: LastUsedModelUpdate }>()(
    "POST",
    "/api/v1/members/last_used_model/",
  ),
} as const;

export const toolCallEndpoints = {
  waiting: endpoint<WaitingToolCalls, { query: { conversation_id: number } }>()(
    "GET",
    "/api/v1/mcp/tool-calls/",
  ),
  run: endpoint<ToolRunResult, { body: ToolRun }>()("POST", "/api/v1/mcp/tool-calls/:id/run/"),
} as const;

export const memberEndpoints = {
  profile: endpoint<Profile>()("GET", "/api/v1/members/detail"),
  behaviorSettings: endpoint<BehaviorSettings, { body: BehaviorSettingsUpdate }>()(
    "PATCH",
    "/api/v1/members/behavior_settings/",
  ),
} as const;
