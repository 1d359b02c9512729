import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { HelperServers } from "@parley/shared-contracts/api/helper-app";
import { useShell } from "../../../lib/shell-context.tsx";
import { postDesktopTools } from "../api/desktop-tools-api.ts";
import { desktopToolsOf, toolSetKey } from "../utils/desktop-tools.ts";
import { readDesktopUuid, writeDesktopUuid } from "../utils/helper-storage.ts";
import { pageSessionUuid } from "../utils/page-session.ts";
import { helperKeys } from "./use-helper-client.ts";

/**
 * Keeps the server's desktop tools store in step (docs/product/helper-app.md § Keeping the server in
 * step): while the helper is enabled its tools are posted whenever the set changed; once it is not
 * running or unreachable the stored set is cleared (if this browser stored one), the local servers'
 * cache emptied and the desktop uuid removed.
 */
export function useDesktopSync(enabled: boolean, stopped: boolean, servers: HelperServers | undefined) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  // The set this page last posted; null: nothing yet (a new page posts once, taking the calls over).
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || servers === undefined) return;
    const tools = desktopToolsOf(servers);
    const key = toolSetKey(tools);
    if (key === posted.current) return;
    posted.current = key;
    const uuid = readDesktopUuid();
    postDesktopTools(api, { ...(uuid === null ? {} : { uuid }), session_uuid: pageSessionUuid(), tools })
      .then((session) => writeDesktopUuid(tools.length === 0 ? null : session.uuid))
      .catch((error: unknown) => {
        // Posted again at the next read of the servers.
        posted.current = null;
        console.warn("desktop tools not stored", error);
      });
  }, [api, enabled, servers]);

  useEffect(() => {
    if (!stopped) return;
    posted.current = null;
    queryClient.removeQueries({ queryKey: helperKeys.servers });
    const uuid = readDesktopUuid();
    if (uuid === null) return;
    writeDesktopUuid(null);
    postDesktopTools(api, { uuid, session_uuid: pageSessionUuid(), tools: [] }).catch((error: unknown) =>
      console.warn("desktop tools not cleared", error),
    );
  }, [api, queryClient, stopped]);
}
