import { useCallback, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { HelperClient } from "../api/helper-client.ts";
import { helperPollDelay } from "../utils/poll-delay.ts";
import { probeHelper } from "../utils/probe-helper.ts";
import { helperKeys } from "./use-helper-client.ts";

/**
 * The helper's status as this page sees it, read while `shown` (the section is on screen and the
 * browser tab visible): every 5 s while it answers, backing off from 1 s to 30 s while nothing does.
 * `readNow` (after a member's action) reads at once and starts the back-off over.
 */
export function useHelperStatus(client: HelperClient | undefined, shown: boolean) {
  const queryClient = useQueryClient();
  const silentReads = useRef(0);
  const query = useQuery({
    queryKey: helperKeys.status,
    queryFn: async () => {
      const probe = await probeHelper(client as HelperClient);
      silentReads.current = probe.state === "down" ? silentReads.current + 1 : 0;
      return probe;
    },
    enabled: client !== undefined && shown,
    refetchInterval: () => helperPollDelay(silentReads.current),
    retry: false,
  });
  const readNow = useCallback(() => {
    silentReads.current = 0;
    return queryClient.invalidateQueries({ queryKey: helperKeys.status });
  }, [queryClient]);
  return { query, readNow };
}
