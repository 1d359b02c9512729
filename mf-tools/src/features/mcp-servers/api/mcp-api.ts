import type { McpServer, McpServerPage, ToolGrant } from "@parley/shared-contracts/api/mcp";
import {
  TOOL_LIST_KEEP_MS,
  TOOL_LIST_REFETCH_MS,
  TOOL_LIST_STALE_MS,
} from "@parley/shared-contracts/constants";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";
import { requestJson, sendJson } from "@parley/ui-kit/api/request.ts";

// The paths of shared-contracts/api/mcp (its zod schemas stay out of the panel's parcel).
const SERVERS_PATH = "/api/v1/mcp/servers/";
const GRANTS_PATH = "/api/v1/mcp/grants/";

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
    queryFn: ({ pageParam }: { pageParam: number }) => {
      const query = new URLSearchParams({
        ordering,
        page: String(pageParam),
        page_size: String(MCP_PAGE_SIZE),
      });
      if (search.trim() !== "") query.set("search", search.trim());
      return requestJson<McpServerPage>(api, `${SERVERS_PATH}?${query.toString()}`);
    },
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
    queryFn: () => requestJson<McpServer>(api, `${SERVERS_PATH}${id}/`),
    staleTime: TOOL_LIST_STALE_MS,
  };
}

export function setServerEnabled(api: ApiFetch, id: number, enabled: boolean): Promise<McpServer> {
  return sendJson<McpServer>(api, "PATCH", `${SERVERS_PATH}${id}/`, { server_enabled: enabled });
}

export function setToolsEnabled(
  api: ApiFetch,
  id: number,
  permissions: { tool_name: string; is_enabled: boolean }[],
): Promise<McpServer> {
  return sendJson<McpServer>(api, "POST", `${SERVERS_PATH}${id}/tool_permissions/`, {
    tool_permissions: permissions,
  });
}

export function grantsQueryOptions(api: ApiFetch) {
  return {
    queryKey: mcpKeys.grants,
    queryFn: async () => (await requestJson<{ results: ToolGrant[] }>(api, GRANTS_PATH)).results,
    staleTime: TOOL_LIST_STALE_MS,
  };
}

export async function revokeGrant(api: ApiFetch, id: number): Promise<void> {
  const response = await api(`${GRANTS_PATH}${id}/`, { method: "DELETE" });
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
}
