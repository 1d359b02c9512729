import { useCallback, useEffect } from "react";
import { preloadMarkdown } from "../components/markdown-view.tsx";

/**
 * When the markdown renderer (its largest chunk) starts loading: at once for a conversation that has
 * or gets messages, but on an empty new conversation only when the member starts typing — a cold
 * /conversations/new is usable without it, and a message takes longer to write than the chunk to load
 * (a reply that still beats it shows as plain text until it arrives). Returns the handler for typing.
 */
export function useMarkdownPreload(conversationId: number, hasMessages: boolean): () => void {
  useEffect(() => {
    if (conversationId > 0 || hasMessages) preloadMarkdown();
  }, [conversationId, hasMessages]);
  return useCallback(() => preloadMarkdown(), []);
}
