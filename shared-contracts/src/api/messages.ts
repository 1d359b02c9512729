import { z } from "zod";
import { toggleValueSchema } from "./model-settings.ts";

/** Lifecycle of an assistant reply ("held": waiting for the sender's DLP choice); user messages are always "complete". */
export const messageStatusSchema = z.enum(["streaming", "complete", "failed", "stopped", "held"]);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

export const uploadFileSchema = z.object({ id: z.number().int(), file_name: z.string(), url: z.string() });

/**
 * A message (docs/product/conversations.md § Data). A temporary optimistic message has id -1 on the client
 * only.
 */
export const messageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  type: z.enum(["user", "assistant"]),
  /** Assistant content carries chunk tags: <think>…</think>, <tool>…</tool>, <exception>…</exception>, <smart_thinking>…</smart_thinking>. */
  content: z.string(),
  /** Model id of an assistant reply, null for users' messages. */
  model: z.number().int().nullable(),
  model_display_name: z.string().nullable(),
  timestamp: z.string(),
  edited_at: z.string().nullable(),
  streaming: z.boolean(),
  status: messageStatusSchema,
  /** Error text of a failed reply (the spec's streaming error), null otherwise. */
  error: z.string().nullable(),
  sender: z.object({ id: z.number().int(), name: z.string(), image_url: z.string().nullable() }).nullable(),
  upload_files: z.object({ images: z.array(uploadFileSchema), documents: z.array(uploadFileSchema) }),
  sent_by_routine: z.boolean(),
  non_ai: z.boolean(),
  /** USD of this reply, decimal string; "0" for user messages. */
  cost: z.string(),
  /**
   * The tool a user message ran and the values it was given (a variable's label and value are shown
   * under the tool's title). Optional: servers before tools do not send it.
   */
  tool: z
    .object({
      id: z.number().int(),
      name: z.string(),
      values: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    })
    .nullable()
    .optional(),
  /** A message continued from a snapshot: its author there and the model that answered. */
  snapshot_data: z
    .object({ sender: z.string().nullable(), model: z.string().nullable() })
    .nullable()
    .optional(),
});
export type Message = z.infer<typeof messageSchema>;

/** `GET /api/v1/conversations/{id}/messages/?before=<id>&limit=10`: newest page last. */
export const messagePageSchema = z.object({
  results: z.array(messageSchema),
  has_more: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/**
 * `POST /api/v1/messages/send/` (multipart): the spec's fields. conversation_id 0 or absent creates a
 * conversation. Answers `{data: {conversation_id, user_message_id, assistant_message_id}}`;
 * assistant_message_id is null for a non-AI message.
 */
export const sendMessageFieldsSchema = z.object({
  message: z.string().max(200_000),
  model_id: z.coerce.number().int().positive().optional(),
  conversation_id: z.coerce.number().int().min(0).optional(),
  regenerate_message_id: z.coerce.number().int().positive().optional(),
  tool_id: z.coerce.number().int().positive().optional(),
  user_model_parameters: z.string().optional(),
  non_ai: z.enum(["true", "false"]).optional(),
  browser_session_id: z.string().max(100).optional(),
  behavior_settings: z.string().optional(),
  local_mcp_server_id: z.string().max(100).optional(),
  json_tool_data: z.string().optional(),
});
export type SendMessageFields = z.infer<typeof sendMessageFieldsSchema>;
export const sendMessageResponseSchema = z.object({
  data: z.object({
    conversation_id: z.number().int(),
    user_message_id: z.number().int().nullable(),
    assistant_message_id: z.number().int().nullable(),
  }),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/**
 * `POST /api/v1/messages/stream/` body. Answers `text/plain` chunked: the reply from its first
 * character (a reconnect replays from the start, then follows live) until it settles.
 */
export const streamRequestSchema = z.object({
  message_id: z.number().int().positive(),
  dlp_preference: z.enum(["anonymize", "send_anyway", "dont_send"]).nullable().optional(),
  remember: z.boolean().optional(),
});
export type StreamRequest = z.infer<typeof streamRequestSchema>;

/** `PATCH /api/v1/messages/{id}/`: edit. */
export const editMessageSchema = z.object({ content: z.string().min(1).max(200_000) }).strict();

/** `GET /api/v1/conversations/{id}/messages/` query: a page of `limit` messages older than `before`. */
export const messagePageQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type MessagePageQuery = z.infer<typeof messagePageQuerySchema>;

/** `DELETE /api/v1/messages/{id}/` answer: the ids removed. */
export const deleteMessageResponseSchema = z.object({
  data: z.object({ deleted_ids: z.array(z.number().int()) }),
});
export type DeleteMessageResponse = z.infer<typeof deleteMessageResponseSchema>;

/**
 * Model parameters a send may carry in `user_model_parameters` (JSON); the provider receives the
 * ones it supports. Unknown names are ignored.
 */
export const userModelParametersSchema = z.object({
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().min(1).max(1_000_000).optional(),
  top_p: z.number().min(0).max(1).optional(),
  top_k: z.number().int().min(1).optional(),
  frequency_penalty: z.number().min(-2).max(2).optional(),
  presence_penalty: z.number().min(-2).max(2).optional(),
  seed: z.number().int().optional(),
  repetition_penalty: z.number().min(0).max(10).optional(),
  /** A level (minimal, low, medium, high) or a slider position (mapped to a level). */
  reasoning_effort: z.union([z.string().max(20), z.number()]).optional(),
  thinking: toggleValueSchema.optional(),
  prompt_caching: toggleValueSchema.optional(),
  web_search: toggleValueSchema.optional(),
  search_context_size: z.string().max(20).optional(),
  size: z.string().max(40).optional(),
  quality: z.string().max(40).optional(),
  image_generation: z.union([z.string().max(40), toggleValueSchema]).optional(),
});
export type UserModelParameters = z.infer<typeof userModelParametersSchema>;

/** Parsed stream chunk (client side), docs/product/conversations.md § Streaming. */
export const streamChunkTypeSchema = z.enum(["text", "thinking", "tool", "exception", "smart_thinking"]);
export type StreamChunkType = z.infer<typeof streamChunkTypeSchema>;
export interface StreamChunk {
  id: number;
  type: StreamChunkType;
  content: string;
  complete: boolean;
}

/** Markers of the chunk types inside a stream or stored content. */
export const CHUNK_TAGS: Readonly<Record<Exclude<StreamChunkType, "text">, string>> = {
  thinking: "think",
  tool: "tool",
  exception: "exception",
  smart_thinking: "smart_thinking",
};
