import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { helperSettingsQueryOptions } from "../api/desktop-tools-api.ts";
import { createHelperClient, type HelperClient } from "../api/helper-client.ts";
import { readHelperSecret } from "../utils/helper-storage.ts";

export const helperKeys = {
  all: ["desktop-helper"] as const,
  status: ["desktop-helper", "status"] as const,
  servers: ["desktop-helper", "servers"] as const,
};

/** The helper's client, once the server said where it listens (undefined until then). */
export function useHelperClient(): {
  client: HelperClient | undefined;
  downloadUrl: string | null;
  version: string | null;
} {
  const { api } = useShell();
  const settings = useQuery(helperSettingsQueryOptions(api));
  const port = settings.data?.port;
  const client = useMemo(
    () => (port === undefined ? undefined : createHelperClient(port, readHelperSecret)),
    [port],
  );
  return {
    client,
    downloadUrl: settings.data?.latest?.download_url ?? null,
    version: settings.data?.latest?.version ?? null,
  };
}
