import { useCallback, useState } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { addTeamChat } from "../api/team-chat-api.ts";

/**
 * 'Add to Slack': Slack's consent opens in a new window — opened at once, during the click, so no
 * pop-up blocker stops it, and cut off from this page (no `opener`) — then pointed at Slack when the
 * server answers; Slack sends that window back to this conversation. `waiting` stays on until the
 * caller sees the installation and calls `finish` (it reads the channels again meanwhile). The
 * window is not closed from here: without an opener Chromium refuses to close it after it moved
 * across sites, and keeping the opener would let Slack's page script this one.
 */
export function useAddTeamChat() {
  const { api, location } = useShell();
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const finish = useCallback(() => setWaiting(false), []);

  const add = useCallback(async () => {
    setError(null);
    const opened = window.open("", "_blank");
    if (opened) opened.opener = null;
    try {
      const url = await addTeamChat(api, location.pathname + location.search);
      if (opened) opened.location.href = url;
      else window.open(url, "_blank", "noopener");
      setWaiting(true);
    } catch (failure) {
      opened?.close();
      setError(failure);
    }
  }, [api, location.pathname, location.search]);

  return { add, finish, waiting, error };
}
