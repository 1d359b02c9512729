import { queryOptions } from "@tanstack/react-query";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { getWorkspaceInfo } from "./workspace-info.ts";

/**
 * The workspace's public info as the pages after sign-in's read it (forgot password, …), cached.
 * Apart from workspace-info.ts, which the sign-in page reads without react-query.
 */
export function getWorkspaceInfoQueryOptions(api: ApiFetch, subdomain: string) {
  return queryOptions({
    queryKey: ["workspace-info", subdomain],
    queryFn: () => getWorkspaceInfo(api, subdomain),
  });
}
