import { useCallback, useEffect } from "react";
import { preloadMarkdown } from "../components/markdown-view.tsx";
import { loadMessageList } from "../utils/load-message-list.ts";

/** Both chunks a conversation with messages shows: the list and the markdown renderer (the largest). */
function preloadThread(): void {
  loadMessageList().catch(() => undefined);
  preloadMarkdown();
}

/**
 * When the message list and the markdown renderer start loading: at once for a conversation that has
 * or gets messages, but on an empty new conversation only when the member starts typing — a cold
 * /conversations/new is usable without them, and a message takes longer to write than they take to
 * load (a reply that still beats the renderer shows as plain text until it arrives). Returns the
 * handler for typing.
 */
export function useThreadPreload(conversationId: number, hasMessages: boolean): () => void {
  useEffect(() => {
    if (conversationId > 0 || hasMessages) preloadThread();
  }, [conversationId, hasMessages]);
  return useCallback(() => preloadThread(), []);
}
