import { useCallback, useRef, useState } from "react";
import { useShell } from "../../../lib/shell-context.tsx";
import { addTeamChat } from "../api/team-chat-api.ts";

/**
 * 'Add to Slack': Slack's consent opens in a new window — opened at once, during the click, so no
 * pop-up blocker stops it, and cut off from this page (no `opener`) — then pointed at Slack when the
 * server answers. `waiting` stays on until the caller sees the installation and calls `finish`
 * (it reads the channels again meanwhile), which closes the window, back on this workspace by then.
 */
export function useAddTeamChat() {
  const { api, location } = useShell();
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const tab = useRef<Window | null>(null);

  const finish = useCallback(() => {
    setWaiting(false);
    tab.current?.close();
    tab.current = null;
  }, []);

  const add = useCallback(async () => {
    setError(null);
    const opened = window.open("", "_blank");
    if (opened) opened.opener = null;
    tab.current = opened;
    try {
      const url = await addTeamChat(api, location.pathname + location.search);
      if (opened) opened.location.href = url;
      else window.open(url, "_blank", "noopener");
      setWaiting(true);
    } catch (failure) {
      opened?.close();
      tab.current = null;
      setError(failure);
    }
  }, [api, location.pathname, location.search]);

  return { add, finish, waiting, error };
}
