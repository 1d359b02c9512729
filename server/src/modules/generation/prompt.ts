// The conversation as the model reads it: earlier messages in order, replies without their
// thinking/tool/exception sections, failed replies and messages between people left out.
import type { ModelMessage, UserContent } from "ai";
import type { PromptFiles } from "../attachments/prompt-files.ts";
import { withDocuments } from "../attachments/prompt-files.ts";

export interface HistoryMessage {
  /** The message's id (absent for a message not stored yet). */
  id?: number;
  type: "user" | "assistant";
  content: string;
  status: "streaming" | "complete" | "failed" | "stopped" | "held";
  non_ai: boolean;
  /** Attached documents (their text) and images (their bytes, for models that read images). */
  files?: PromptFiles;
  /** The system prompt of the tool this user message ran (applies while it is the latest). */
  system?: string;
}

/** A user message as the model reads it: its text, its documents' text, then its images. */
function userContent(message: HistoryMessage): UserContent {
  const text = withDocuments(message.content, message.files?.documents ?? []);
  const images = message.files?.images ?? [];
  if (images.length === 0) return text;
  return [
    { type: "text", text: text === "" ? "(images attached)" : text },
    ...images.map((image) => ({ type: "image" as const, image: image.data, mediaType: image.mediaType })),
  ];
}

const TAGGED_SECTION = /<(think|tool|exception|smart_thinking)>[\s\S]*?(<\/\1>|$)/g;

/** A reply's visible text: the tagged sections removed. */
export function visibleText(content: string): string {
  return content.replace(TAGGED_SECTION, "").trim();
}

/**
 * A reply cut short, as the model reads it to continue it (a handed-over reply's resume): its visible
 * text, trimmed; `endsInSpace` when the stored text ends in whitespace the prompt leaves out.
 */
export function partialReply(content: string): { text: string; endsInSpace: boolean } {
  const visible = content.replace(TAGGED_SECTION, "");
  const text = visible.trim();
  return { text, endsInSpace: text !== "" && /\s$/.test(visible) };
}

export function buildPrompt(history: readonly HistoryMessage[]): ModelMessage[] {
  const messages: ModelMessage[] = [];
  for (const message of history) {
    if (message.type === "user") {
      const hasFiles = (message.files?.documents.length ?? 0) + (message.files?.images.length ?? 0) > 0;
      if (message.non_ai || (message.content.trim() === "" && !hasFiles)) continue;
      messages.push({ role: "user", content: userContent(message) });
    } else {
      if (message.status !== "complete" && message.status !== "stopped") continue;
      const text = visibleText(message.content);
      if (text !== "") messages.push({ role: "assistant", content: text });
    }
  }
  return messages;
}

/** The system prompt of the latest user message's tool: it applies while that message is the latest. */
export function toolInstructions(history: readonly HistoryMessage[]): string | undefined {
  const system = history.findLast((message) => message.type === "user")?.system;
  return system !== undefined && system.trim() !== "" ? system : undefined;
}

/** Characters the prompt sends (for the token estimate). */
export function promptChars(messages: readonly ModelMessage[]): number {
  let total = 0;
  for (const message of messages) {
    if (typeof message.content === "string") total += message.content.length;
    else for (const part of message.content) if (part.type === "text") total += part.text.length;
  }
  return total;
}
