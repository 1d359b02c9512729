import { describe, expectTypeOf, it } from "vitest";
import type { RealtimeClient } from "../shell.ts";
import { realtimeClientMessageSchema, type RealtimeClientMessage } from "./realtime.ts";

declare const realtime: RealtimeClient;

describe("realtime client frames", () => {
  it("sends what the server parses, with the same schema", () => {
    expectTypeOf<Parameters<RealtimeClient["send"]>[0]>().toEqualTypeOf<RealtimeClientMessage>();
    expectTypeOf(realtimeClientMessageSchema.parse({})).toEqualTypeOf<RealtimeClientMessage>();
    realtime.send({ type: "ping" });
    realtime.send({ type: "user_opened_conversation", conversation_id: 4 });
    realtime.send({ type: "user_read_conversation", conversation_id: 4 });
    realtime.send({ type: "user_read_conversation", conversation_id: 4, message_id: 9 });
  });

  it("rejects an unknown frame, a wrong field and a missing one", () => {
    // @ts-expect-error the server accepts no such frame
    realtime.send({ type: "hello" });
    // @ts-expect-error conversation_id is a number
    realtime.send({ type: "user_opened_conversation", conversation_id: "4" });
    // @ts-expect-error conversation_id is required
    realtime.send({ type: "user_leaved_conversation" });
    // @ts-expect-error a field of another frame
    realtime.send({ type: "ping", conversation_id: 4 });
  });
});
