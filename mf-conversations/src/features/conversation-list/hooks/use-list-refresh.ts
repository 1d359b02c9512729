import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CONVERSATION_LIST_DEBOUNCE_MS } from "@parley/shared-contracts/constants";
import { conversationKeys } from "../../../lib/api/conversation-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/**
 * Refetches the list after `conversations.changed`, at most once per 400 ms burst
 * (docs/product/conversations.md § Conversation sidebar).
 */
export function useListRefresh(): void {
  const { bus } = useShell();
  const client = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = bus.on("conversations.changed", () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        void client.invalidateQueries({ queryKey: conversationKeys.lists() });
      }, CONVERSATION_LIST_DEBOUNCE_MS);
    });
    return () => {
      off();
      if (timer !== null) clearTimeout(timer);
    };
  }, [bus, client]);
}
