import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  CollaborationListQuery,
  CollaborationPage,
  CollaborationRow,
  PublicSnapshotRow,
} from "@parley/shared-contracts/api/collaboration";
import { collaborationEndpoints } from "@parley/shared-contracts/api/collaboration-endpoints";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";
import type { CollaborationTab } from "../utils/tab-from-query.ts";

export interface ListParams {
  sortBy: string;
  search: string;
  page: number;
  pageSize: number;
}

export type AnyRow = CollaborationRow | PublicSnapshotRow;
type ListQuery = CollaborationListQuery;

/** One page of a tab's list; search and sort happen on the server. */
export function listQuery(api: ApiFetch, tab: CollaborationTab, params: ListParams) {
  const search = params.search.trim();
  const query: ListQuery = {
    sort_by: params.sortBy,
    page: params.page,
    page_size: params.pageSize,
    search: search === "" ? undefined : search,
  };
  return queryOptions({
    queryKey: ["collaboration", "list", tab, params] as const,
    queryFn: () => listPage(api, tab, query),
    placeholderData: keepPreviousData,
  });
}

/** The tab's page (public snapshots have rows of their own). */
function listPage(
  api: ApiFetch,
  tab: CollaborationTab,
  query: ListQuery,
): Promise<CollaborationPage<AnyRow>> {
  if (tab === "public") return callApi(api, collaborationEndpoints.publicSnapshots, { query });
  return callApi(api, tab === "active" ? collaborationEndpoints.started : collaborationEndpoints.shared, {
    query,
  });
}
