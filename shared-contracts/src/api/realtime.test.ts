import { describe, expect, it } from "vitest";
import { realtimeClientMessageSchema } from "./realtime.ts";

// The server parses every client frame with this schema and drops what fails.
describe("realtimeClientMessageSchema", () => {
  it("accepts the client frames", () => {
    for (const frame of [
      { type: "ping" },
      { type: "user_opened_conversation", conversation_id: 4 },
      { type: "user_leaved_conversation", conversation_id: 4 },
      { type: "user_read_conversation", conversation_id: 4, message_id: 9 },
    ])
      expect(realtimeClientMessageSchema.safeParse(frame).success).toBe(true);
  });

  it("refuses an unknown type, a non-integer or non-positive id and a missing one", () => {
    for (const frame of [
      { type: "hello" },
      { type: "user_opened_conversation", conversation_id: "4" },
      { type: "user_opened_conversation", conversation_id: 1.5 },
      { type: "user_leaved_conversation", conversation_id: 0 },
      { type: "user_read_conversation" },
      { type: "user_read_conversation", conversation_id: 4, message_id: -1 },
    ])
      expect(realtimeClientMessageSchema.safeParse(frame).success).toBe(false);
  });
});
