import type { Message } from "@parley/shared-contracts/api/messages";

/** Who is looking: the signed-in member and whether they own the conversation. */
export interface Viewer {
  profileId: number | null;
  isOwner: boolean;
}

/** The user message an assistant reply answers (the closest user message before it). */
function promptOf(messages: readonly Message[], index: number): Message | undefined {
  for (let i = index - 1; i >= 0; i--) if (messages[i]?.type === "user") return messages[i];
  return undefined;
}

const isSaved = (message: Message | undefined): message is Message => message !== undefined && message.id > 0;

/**
 * docs/product/collaboration.md § Roles and permissions: anyone edits or deletes their own messages, the
 * owner any message; an assistant reply belongs to whoever sent the message it answers.
 */
export function canModify(messages: readonly Message[], index: number, viewer: Viewer): boolean {
  const message = messages[index];
  if (!isSaved(message)) return false;
  if (viewer.isOwner) return true;
  const author = message.type === "user" ? message.sender : promptOf(messages, index)?.sender;
  return author != null && viewer.profileId !== null && author.id === viewer.profileId;
}

export const isStreaming = (message: Message | undefined) => message?.streaming === true;

/**
 * Regenerate (docs/product/conversations.md § Message actions): only the final assistant reply that answers
 * the last user message, and only while nothing streams, for someone who may change that reply.
 */
export function canRegenerate(messages: readonly Message[], index: number, viewer: Viewer): boolean {
  const message = messages[index];
  const prompt = messages[index - 1];
  return (
    index === messages.length - 1 &&
    message?.type === "assistant" &&
    prompt?.type === "user" &&
    isSaved(prompt) &&
    !messages.some(isStreaming) &&
    canModify(messages, index, viewer)
  );
}

/** Save & Regenerate in edit mode: the last user message, followed by the final reply. */
export function canSaveAndRegenerate(messages: readonly Message[], index: number, viewer: Viewer): boolean {
  return messages[index]?.type === "user" && canRegenerate(messages, index + 1, viewer);
}

/** Delete is disabled while this message or the next one streams. */
export function deleteBlocked(messages: readonly Message[], index: number): boolean {
  return isStreaming(messages[index]) || isStreaming(messages[index + 1]);
}
