import { useQuery } from "@tanstack/react-query";
import type { HelperClient } from "../api/helper-client.ts";
import { probeHelper } from "../utils/probe-helper.ts";
import { helperKeys } from "./use-helper-client.ts";

/** How often the panel looks whether the helper still runs (it may stop from its own terminal). */
const STATUS_REFRESH_MS = 5000;

/** The helper's status as this page sees it, read again every few seconds. */
export function useHelperStatus(client: HelperClient | undefined) {
  return useQuery({
    queryKey: helperKeys.status,
    queryFn: () => probeHelper(client as HelperClient),
    enabled: client !== undefined,
    refetchInterval: STATUS_REFRESH_MS,
    retry: false,
  });
}
