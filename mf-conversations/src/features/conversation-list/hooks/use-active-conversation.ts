import { useEffect, useState } from "react";
import { idInPath } from "@parley/ui-kit/hooks/use-route-id.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/**
 * The conversation open in the chat screen: from the URL, and from `conversation.selected` (the
 * chat screen announces it; that also covers a collaboration link resolved to its id).
 */
export function useActiveConversation(): number | null {
  const { bus, location } = useShell();
  const fromPath = idInPath("conversations", location.pathname);
  const [announced, setAnnounced] = useState<{ path: string; id: number } | null>(null);
  useEffect(
    () =>
      bus.on("conversation.selected", ({ conversationId }) =>
        setAnnounced({ path: location.pathname, id: conversationId }),
      ),
    [bus, location.pathname],
  );
  if (announced && announced.path === location.pathname && fromPath === null) {
    return announced.id > 0 ? announced.id : null;
  }
  return fromPath;
}
