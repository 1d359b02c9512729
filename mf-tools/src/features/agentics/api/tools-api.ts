import type { InfiniteData } from "@tanstack/react-query";
import type { Tool, ToolPage } from "@parley/shared-contracts/api/tools";
import {
  TOOL_LIST_KEEP_MS,
  TOOL_LIST_REFETCH_MS,
  TOOL_LIST_STALE_MS,
} from "@parley/shared-contracts/constants";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";
import { requestJson } from "@parley/ui-kit/api/request.ts";
import { fileNameFromDisposition } from "../utils/file-name.ts";

// The paths of shared-contracts/api/tools (that module's schemas are not loaded here: zod would
// join the panel's first parcel).
const TOOLS_PATH = "/api/v1/tools/";

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
    queryFn: ({ pageParam }: { pageParam: number }) => {
      const query = new URLSearchParams({ ordering, page: String(pageParam), page_size: String(PAGE_SIZE) });
      if (search.trim() !== "") query.set("search", search.trim());
      return requestJson<ToolPage>(api, `${TOOLS_PATH}?${query.toString()}`);
    },
    initialPageParam: 1,
    getNextPageParam: (last: ToolPage) => last.next ?? undefined,
    staleTime: TOOL_LIST_STALE_MS,
    gcTime: TOOL_LIST_KEEP_MS,
    refetchInterval: TOOL_LIST_REFETCH_MS,
  };
}

export type ToolPages = InfiniteData<ToolPage, number>;

export async function deleteTool(api: ApiFetch, id: number): Promise<void> {
  const response = await api(`${TOOLS_PATH}${id}/`, { method: "DELETE" });
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
}

/** The tool's file as Download writes it, named by the server's Content-Disposition. */
export async function downloadTool(api: ApiFetch, id: number): Promise<{ blob: Blob; fileName: string }> {
  const response = await api(`${TOOLS_PATH}${id}/download/`);
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
  const fileName = fileNameFromDisposition(response.headers.get("content-disposition")) ?? `tool-${id}.json`;
  return { blob: await response.blob(), fileName };
}

export function readTool(api: ApiFetch, id: number): Promise<Tool> {
  return requestJson<Tool>(api, `${TOOLS_PATH}${id}/`);
}
