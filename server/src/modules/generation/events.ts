// What a reply's generator publishes and its followers read (JSON, so a cross-instance PubSub can
// carry it). Offsets count UTF-16 code units of the reply text, tags included.
import type { MessageStatus } from "@parley/shared-contracts/api/messages";

/** Live text of the reply: `text` starts at character `offset` of the reply. */
export interface DeltaEvent {
  kind: "delta";
  offset: number;
  text: string;
}

/** The reply settled: its final text is in messages.content (`length` characters). */
export interface SettledEvent {
  kind: "settled";
  status: Exclude<MessageStatus, "streaming">;
  length: number;
}

export type StreamEvent = DeltaEvent | SettledEvent;

/** Asks whichever instance generates the reply to stop it. */
export interface StopRequest {
  kind: "stop";
  messageId: number;
}

export const messageTopic = (messageId: number) => `message:${messageId}`;
export const STOP_TOPIC = "generation:stop";

export function isStreamEvent(value: unknown): value is StreamEvent {
  if (typeof value !== "object" || value === null || !("kind" in value)) return false;
  const event = value as { kind: unknown; offset?: unknown; text?: unknown; length?: unknown };
  return (
    (event.kind === "delta" && typeof event.offset === "number" && typeof event.text === "string") ||
    (event.kind === "settled" && typeof event.length === "number")
  );
}
