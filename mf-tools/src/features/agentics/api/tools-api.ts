import type { InfiniteData } from "@tanstack/react-query";
import type { Tool, ToolPage } from "@parley/shared-contracts/api/tools";
import {
  TOOL_LIST_KEEP_MS,
  TOOL_LIST_REFETCH_MS,
  TOOL_LIST_STALE_MS,
} from "@parley/shared-contracts/constants";
import { requestOf } from "@parley/shared-contracts/api/endpoint";
import { toolEndpoints } from "@parley/shared-contracts/api/tool-endpoints";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";
import { callApi } from "@parley/ui-kit/api/request.ts";
import { fileNameFromDisposition } from "../utils/file-name.ts";

export type ToolOrdering = "name" | "-name" | "-last_updated";
export const TOOL_ORDERINGS: readonly ToolOrdering[] = ["name", "-name", "-last_updated"];
const PAGE_SIZE = 20;

export const toolKeys = {
  all: ["tools"] as const,
  list: (search: string, ordering: ToolOrdering) => ["tools", "list", search, ordering] as const,
};

/** The tools list: server-side search and ordering, pages followed through `next`. */
export function toolsQueryOptions(api: ApiFetch, search: string, ordering: ToolOrdering) {
  return {
    queryKey: toolKeys.list(search, ordering),
    queryFn: ({ pageParam }: { pageParam: number }) =>
      callApi(api, toolEndpoints.list, {
        query: {
          ordering,
          page: pageParam,
          page_size: PAGE_SIZE,
          search: search.trim() === "" ? undefined : search.trim(),
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last: ToolPage) => last.next ?? undefined,
    staleTime: TOOL_LIST_STALE_MS,
    gcTime: TOOL_LIST_KEEP_MS,
    refetchInterval: TOOL_LIST_REFETCH_MS,
  };
}

export type ToolPages = InfiniteData<ToolPage, number>;

export async function deleteTool(api: ApiFetch, id: number): Promise<void> {
  await callApi(api, toolEndpoints.remove, { params: { id } });
}

/** The tool's file as Download writes it, named by the server's Content-Disposition. */
export async function downloadTool(api: ApiFetch, id: number): Promise<{ blob: Blob; fileName: string }> {
  const { path, init } = requestOf(toolEndpoints.download, { params: { id } });
  const response = await api(path, init);
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
  const fileName = fileNameFromDisposition(response.headers.get("content-disposition")) ?? `tool-${id}.json`;
  return { blob: await response.blob(), fileName };
}

export function readTool(api: ApiFetch, id: number): Promise<Tool> {
  return callApi(api, toolEndpoints.get, { params: { id } });
}
