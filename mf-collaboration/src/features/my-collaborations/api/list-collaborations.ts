import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  CollaborationPage,
  CollaborationRow,
  PublicSnapshotRow,
} from "@parley/shared-contracts/api/collaboration";
import { COLLABORATION_LIST_PATHS } from "@parley/shared-contracts/api/collaboration-constants";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson } from "@parley/ui-kit/api/request.ts";
import type { CollaborationTab } from "../utils/tab-from-query.ts";

export interface ListParams {
  sortBy: string;
  search: string;
  page: number;
  pageSize: number;
}

const PATHS: Record<CollaborationTab, string> = {
  active: COLLABORATION_LIST_PATHS.started,
  shared: COLLABORATION_LIST_PATHS.shared,
  public: COLLABORATION_LIST_PATHS.public,
};

export type AnyRow = CollaborationRow | PublicSnapshotRow;

/** One page of a tab's list; search and sort happen on the server. */
export function listQuery<Row extends AnyRow>(api: ApiFetch, tab: CollaborationTab, params: ListParams) {
  const query = new URLSearchParams({
    sort_by: params.sortBy,
    page: String(params.page),
    page_size: String(params.pageSize),
  });
  if (params.search.trim() !== "") query.set("search", params.search.trim());
  return queryOptions({
    queryKey: ["collaboration", "list", tab, params] as const,
    queryFn: () => requestJson<CollaborationPage<Row>>(api, `${PATHS[tab]}?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
}
