import { z } from "zod";
import type { Message } from "./messages.ts";
import type { ToolPermissionRequest } from "./mcp.ts";
import type { LocalToolInvocation } from "./desktop-tools.ts";

/** Realtime events pushed over `/ws/connect/` (docs/product/shell.md § Events). */
export type RealtimeEvent =
  | { type: "user_joined_conversation"; conversation_id: number; user: { id: number; name: string } }
  | { type: "user_leaved_conversation"; conversation_id: number; user: { id: number; name: string } }
  | { type: "user_opened_conversation"; conversation_id: number; user_id: number }
  | { type: "user_read_conversation"; conversation_id: number; user_id: number }
  | { type: "new_messages"; conversation_id: number; messages: Message[] }
  | { type: "message_regenerated"; conversation_id: number; message: Message }
  | { type: "messages_deleted"; conversation_id: number; message_ids: number[] }
  | { type: "streaming_failed"; conversation_id: number; message_id: number; delete_message_ids?: number[] }
  /** A reply calls a local tool: the page named in the payload runs it through the desktop helper. */
  | { type: "invoke_local_mcp_server"; payload: LocalToolInvocation }
  | {
      type: "unread_count_update";
      conversation_id: number;
      unread_count: number;
      has_unread_mentions: boolean;
    }
  | { type: "commentary_audio"; audio_data: string; created_at: string }
  /**
   * Not in the spec (Parley's own): the owner stopped collaboration, so the receiving collaborator
   * lost access to the conversation at once (their open page says so). Sent to the removed members only.
   */
  | { type: "collaboration_disabled"; conversation_id: number }
  /**
   * Parley's own: a tool call of a reply waits for the answer of the member whose message started
   * it (sent to that member only; the dialog opens); resolved closes it in their other tabs.
   */
  | { type: "tool_permission_requested"; request: ToolPermissionRequest }
  | { type: "tool_permission_resolved"; conversation_id: number; tool_call_id: number };

export type RealtimeEventType = RealtimeEvent["type"];

/**
 * What a browser sends over `/ws/connect/`: a heartbeat every 25 s (answered `{type:"pong"}`), and
 * presence — the conversation it opened or left, and the newest message it has seen there.
 */
export const realtimeClientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping") }),
  z.object({ type: z.literal("user_opened_conversation"), conversation_id: z.number().int().positive() }),
  z.object({ type: z.literal("user_leaved_conversation"), conversation_id: z.number().int().positive() }),
  z.object({
    type: z.literal("user_read_conversation"),
    conversation_id: z.number().int().positive(),
    /** The newest message the user has seen; absent: the conversation's newest. */
    message_id: z.number().int().positive().optional(),
  }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** Frames of the socket itself, never relayed as events. */
export type RealtimeControlFrame = { type: "pong" };

/** Close code of `/ws/connect/` when the session ended: the client checks its session before it retries. */
export const REALTIME_SESSION_ENDED = 4401;
/**
 * Close code of `/ws/connect/` when the instance is restarting or draining (RFC 6455's 1012 "service
 * restart"): the client reconnects at once, with jitter, to another instance and re-reads what it shows.
 */
export const REALTIME_SERVICE_RESTART = 1012;
