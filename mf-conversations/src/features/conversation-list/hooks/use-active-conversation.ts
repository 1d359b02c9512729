import { useEffect, useState } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/** The conversation id in a /conversations/{id} path, or null. */
export function conversationIdInPath(pathname: string): number | null {
  const match = /^\/conversations\/(\d+)\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

/**
 * The conversation open in the chat screen: from the URL, and from `conversation.selected` (the
 * chat screen announces it; that also covers a collaboration link resolved to its id).
 */
export function useActiveConversation(): number | null {
  const { bus, location } = useShell();
  const fromPath = conversationIdInPath(location.pathname);
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
