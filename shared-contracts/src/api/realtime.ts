/** Realtime events pushed over `/ws/connect/` (part 1 "Realtime connection"). */
export type RealtimeEvent =
  | { type: "user_joined_conversation"; conversation_id: number; user: { id: number; name: string } }
  | { type: "user_leaved_conversation"; conversation_id: number; user: { id: number; name: string } }
  | { type: "user_opened_conversation"; conversation_id: number; user_id: number }
  | { type: "user_read_conversation"; conversation_id: number; user_id: number }
  | { type: "new_messages"; conversation_id: number; messages: unknown[] }
  | { type: "message_regenerated"; conversation_id: number; message: unknown }
  | { type: "messages_deleted"; conversation_id: number; message_ids: number[] }
  | { type: "streaming_failed"; conversation_id: number; message_id: number; delete_message_ids?: number[] }
  | { type: "invoke_local_mcp_server"; payload: Record<string, unknown> }
  | {
      type: "unread_count_update";
      conversation_id: number;
      unread_count: number;
      has_unread_mentions: boolean;
    }
  | { type: "commentary_audio"; audio_data: string; created_at: string };

export type RealtimeEventType = RealtimeEvent["type"];
