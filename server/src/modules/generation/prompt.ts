// The conversation as the model reads it: earlier messages in order, replies without their
// thinking/tool/exception sections, failed replies and messages between people left out.
import type { ModelMessage } from "ai";

export interface HistoryMessage {
  type: "user" | "assistant";
  content: string;
  status: "streaming" | "complete" | "failed" | "stopped";
  non_ai: boolean;
}

const TAGGED_SECTION = /<(think|tool|exception|smart_thinking)>[\s\S]*?(<\/\1>|$)/g;

/** A reply's visible text: the tagged sections removed. */
export function visibleText(content: string): string {
  return content.replace(TAGGED_SECTION, "").trim();
}

export function buildPrompt(history: readonly HistoryMessage[]): ModelMessage[] {
  const messages: ModelMessage[] = [];
  for (const message of history) {
    if (message.type === "user") {
      if (message.non_ai || message.content.trim() === "") continue;
      messages.push({ role: "user", content: message.content });
    } else {
      if (message.status !== "complete" && message.status !== "stopped") continue;
      const text = visibleText(message.content);
      if (text !== "") messages.push({ role: "assistant", content: text });
    }
  }
  return messages;
}

/** Characters the prompt sends (for the token estimate). */
export function promptChars(messages: readonly ModelMessage[]): number {
  let total = 0;
  for (const message of messages) total += typeof message.content === "string" ? message.content.length : 0;
  return total;
}
