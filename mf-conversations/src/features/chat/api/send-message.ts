import { messageEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import type { SendMessageResponse } from "@parley/shared-contracts/api/messages";
import type { ApiFetch, ApiUpload, UploadProgress } from "@parley/shared-contracts/shell";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";
import { MissingConversationIdError } from "../utils/send-error.ts";

export interface SendMessageInput {
  message: string;
  conversationId: number;
  /** The model; left out for a message to the other participants only (non-AI). */
  modelId: number | null;
  nonAi: boolean;
  /** The assistant reply to replace (regenerate). */
  regenerateMessageId?: number;
  browserSessionId: string;
  /** The paired desktop helper's uuid (local_mcp_server_id): the local tools this page can run. */
  desktopUuid?: string | undefined;
  /** The model settings to use (JSON field user_model_parameters); absent = the saved ones. */
  userModelParameters?: Readonly<Record<string, unknown>> | undefined;
  /** Attached files (repeated field `files`). */
  files?: readonly File[];
  /** Participants the message mentions (repeated field mentioned_user_ids). */
  mentionedUserIds?: readonly number[];
  /** The member's behaviour settings (JSON field behavior_settings). */
  behaviorSettings?: Readonly<Record<string, unknown>> | undefined;
  /** The tool to run and its variables' values (fields tool_id and json_tool_data). */
  tool?: { id: number; values: Readonly<Record<string, string | string[]>> } | undefined;
}

/** How a send with files goes: the shell's upload (with progress), when the host offers one. */
export interface SendTransport {
  upload?: ApiUpload | undefined;
  onProgress?: UploadProgress;
  /** Cancels the upload (it then rejects with an AbortError). */
  signal?: AbortSignal;
}

/**
 * `POST /api/v1/messages/send/` (multipart, the spec's fields). A new conversation (id 0) is
 * created by the server. Throws HttpError, or MissingConversationIdError when the answer has none.
 */
export async function sendMessage(
  api: ApiFetch,
  input: SendMessageInput,
  transport: SendTransport = {},
): Promise<SendMessageResponse["data"]> {
  const form = new FormData();
  form.set("message", input.message);
  if (input.conversationId > 0) form.set("conversation_id", String(input.conversationId));
  if (input.modelId !== null) form.set("model_id", String(input.modelId));
  if (input.regenerateMessageId !== undefined) {
    form.set("regenerate_message_id", String(input.regenerateMessageId));
  }
  form.set("non_ai", input.nonAi ? "true" : "false");
  form.set("browser_session_id", input.browserSessionId);
  if (input.desktopUuid) form.set("local_mcp_server_id", input.desktopUuid);
  if (input.userModelParameters !== undefined)
    form.set("user_model_parameters", JSON.stringify(input.userModelParameters));
  for (const id of input.mentionedUserIds ?? []) form.append("mentioned_user_ids", String(id));
  for (const file of input.files ?? []) form.append("files", file, file.name);
  if (input.behaviorSettings !== undefined)
    form.set("behavior_settings", JSON.stringify(input.behaviorSettings));
  if (input.tool !== undefined) {
    form.set("tool_id", String(input.tool.id));
    form.set("json_tool_data", JSON.stringify(input.tool.values));
  }
  const { upload, onProgress, signal } = transport;
  // Files go through the shell's upload to show progress; an older host without it still sends them.
  const response =
    upload && input.files && input.files.length > 0
      ? await upload(messageEndpoints.send.pattern, form, {
          ...(onProgress ? { onProgress } : {}),
          ...(signal ? { signal } : {}),
        })
      : await api(messageEndpoints.send.pattern, { method: messageEndpoints.send.method, body: form });
  const body = await readJson(response);
  if (!response.ok) throw new HttpError(response.status, body);
  const data = (body as Partial<SendMessageResponse> | null)?.data;
  if (!data || typeof data.conversation_id !== "number" || data.conversation_id <= 0) {
    throw new MissingConversationIdError();
  }
  return {
    conversation_id: data.conversation_id,
    user_message_id: typeof data.user_message_id === "number" ? data.user_message_id : null,
    assistant_message_id: typeof data.assistant_message_id === "number" ? data.assistant_message_id : null,
  };
}
