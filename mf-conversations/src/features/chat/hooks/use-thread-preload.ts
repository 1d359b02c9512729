import { useCallback, useEffect, useRef } from "react";
import { preloadMarkdown } from "../utils/load-markdown.ts";
import { loadMessageList } from "../utils/load-message-list.ts";
import { loadSendParameters } from "../utils/load-send-parameters.ts";

/**
 * What a conversation with messages shows: the list and the markdown renderer (the largest); and
 * what a send applies, the model-parameter rules.
 */
function preloadThread(): void {
  loadMessageList().catch(() => undefined);
  loadSendParameters().catch(() => undefined);
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
  // Once: the typing handler runs on every keystroke, and the imports are started by then.
  const started = useRef(false);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    preloadThread();
  }, []);
  useEffect(() => {
    if (conversationId > 0 || hasMessages) start();
  }, [conversationId, hasMessages, start]);
  return start;
}
