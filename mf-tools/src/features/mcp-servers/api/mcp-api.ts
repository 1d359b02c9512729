import type { McpServer, McpServerPage } from "@parley/shared-contracts/api/mcp";
import { mcpServerEndpoints, toolGrantEndpoints } from "@parley/shared-contracts/api/tool-endpoints";
import {
  TOOL_LIST_KEEP_MS,
  TOOL_LIST_REFETCH_MS,
  TOOL_LIST_STALE_MS,
} from "@parley/shared-contracts/constants";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

/** The spec's MCP list page: 10 servers. */
export const MCP_PAGE_SIZE = 10;

export type McpOrdering = "server_name" | "-server_name";
export const MCP_ORDERINGS: readonly McpOrdering[] = ["server_name", "-server_name"];

export const mcpKeys = {
  all: ["mcp"] as const,
  list: (search: string, ordering: McpOrdering) => ["mcp", "list", search, ordering] as const,
  grants: ["mcp", "grants"] as const,
  detail: (id: number) => ["mcp", "detail", id] as const,
};

/** The workspace's servers with the member's switches: server-side search and order, 10 a page. */
export function mcpServersQueryOptions(api: ApiFetch, search: string, ordering: McpOrdering) {
  return {
    queryKey: mcpKeys.list(search, ordering),
    queryFn: ({ pageParam }: { pageParam: number }) =>
      callApi(api, mcpServerEndpoints.list, {
        query: {
          ordering,
          page: pageParam,
          page_size: MCP_PAGE_SIZE,
          search: search.trim() === "" ? undefined : search.trim(),
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last: McpServerPage) => last.next ?? undefined,
    staleTime: TOOL_LIST_STALE_MS,
    gcTime: TOOL_LIST_KEEP_MS,
    refetchInterval: TOOL_LIST_REFETCH_MS,
  };
}

/** One server with the member's switches and its tools' schemas (the detail dialog). */
export function mcpServerQueryOptions(api: ApiFetch, id: number) {
  return {
    queryKey: mcpKeys.detail(id),
    queryFn: () => callApi(api, mcpServerEndpoints.get, { params: { id } }),
    staleTime: TOOL_LIST_STALE_MS,
  };
}

export function setServerEnabled(api: ApiFetch, id: number, enabled: boolean): Promise<McpServer> {
  return callApi(api, mcpServerEndpoints.toggle, { params: { id }, body: { server_enabled: enabled } });
}

export function setToolsEnabled(
  api: ApiFetch,
  id: number,
  permissions: { tool_name: string; is_enabled: boolean }[],
): Promise<McpServer> {
  return callApi(api, mcpServerEndpoints.toolPermissions, {
    params: { id },
    body: { tool_permissions: permissions },
  });
}

export function grantsQueryOptions(api: ApiFetch) {
  return {
    queryKey: mcpKeys.grants,
    queryFn: async () => (await callApi(api, toolGrantEndpoints.list, {})).results,
    staleTime: TOOL_LIST_STALE_MS,
  };
}

export async function revokeGrant(api: ApiFetch, id: number): Promise<void> {
  await callApi(api, toolGrantEndpoints.revoke, { params: { id } });
}
