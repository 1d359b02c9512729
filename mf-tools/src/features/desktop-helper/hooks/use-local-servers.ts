import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import type { HelperClient } from "../api/helper-client.ts";
import { helperKeys } from "./use-helper-client.ts";

/** How often the local servers are read while the helper is enabled (a server may fail or start). */
const SERVERS_REFRESH_MS = 5000;

/** The helper's servers, read while it is enabled for this page. */
export function useLocalServers(client: HelperClient | undefined, enabled: boolean) {
  return useQuery({
    queryKey: helperKeys.servers,
    queryFn: () => (client as HelperClient).servers(),
    enabled: enabled && client !== undefined,
    refetchInterval: SERVERS_REFRESH_MS,
    retry: false,
  });
}

type ServerAction =
  | { kind: "start" | "stop" | "open"; server: string }
  | { kind: "hide" | "show"; server: string; tool: string };

/**
 * Start/stop a local server, hide/show one of its tools, open the helper's configuration file.
 * Starting or stopping that fails shows the catalogue's toast; the others are only logged.
 */
export function useLocalServerActions(client: HelperClient | undefined) {
  const { t } = useToolsTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ServerAction): Promise<unknown> => {
      if (client === undefined) throw new Error("The helper is not ready");
      switch (action.kind) {
        case "start":
          return client.startServer(action.server);
        case "stop":
          return client.stopServer(action.server);
        case "open":
          return client.openServer(action.server);
        case "hide":
          return client.hideTool(action.server, action.tool);
        case "show":
          return client.showTool(action.server, action.tool);
      }
    },
    onError: (error, action) => {
      if (action.kind === "start" || action.kind === "stop") toast("error", t("helper.serverToggleFailed"));
      else console.warn("desktop helper call failed", error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: helperKeys.servers }),
  });
}
