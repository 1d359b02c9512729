import { useId, useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { TOOL_SEARCH_DEBOUNCE_MS } from "@parley/shared-contracts/constants";
import { ListLoadError, ListLoading, LoadMore } from "../../../lib/ui/paged-list.tsx";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useDebouncedValue } from "@parley/ui-kit/hooks/use-debounced-value.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { MCP_ORDERINGS, mcpServersQueryOptions, type McpOrdering } from "../api/mcp-api.ts";
import { McpServerItem } from "./mcp-server-item.tsx";
import { ToolGrants } from "./tool-grants.tsx";
import styles from "./mcp-servers.module.css";

const ORDER_LABELS = {
  server_name: "mcp.sort.name",
  "-server_name": "mcp.sort.nameDescending",
} as const satisfies Record<McpOrdering, string>;

/**
 * The MCP Servers tab (docs/product/tools.md § MCP servers): the workspace's servers, searched and
 * sorted by name on the server, 10 a page; the member's standing answers below.
 */
export function McpServerList() {
  const { api } = useShell();
  const { t } = useToolsTranslation();
  const [search, setSearch] = useState("");
  const [ordering, setOrdering] = useState<McpOrdering>("server_name");
  const debounced = useDebouncedValue(search, TOOL_SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery(mcpServersQueryOptions(api, debounced, ordering));
  const servers = query.data?.pages.flatMap((page) => page.results) ?? [];
  const searchId = useId();
  const sortId = useId();
  const nothing = !query.isPending && servers.length === 0 && debounced.trim() === "";

  return (
    <div className={styles.servers}>
      {!nothing && (
        <div className={styles.controls}>
          <label htmlFor={searchId} className={styles.visuallyHidden}>
            {t("mcp.search.label")}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.search}
            value={search}
            placeholder={t("mcp.search.placeholder")}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="mcp.search"
          />
          <label htmlFor={sortId} className={styles.visuallyHidden}>
            {t("mcp.sort.label")}
          </label>
          <select
            id={sortId}
            className={styles.sort}
            value={ordering}
            onChange={(event) => setOrdering(event.target.value as McpOrdering)}
            data-testid="mcp.sort"
          >
            {MCP_ORDERINGS.map((value) => (
              <option key={value} value={value}>
                {t(ORDER_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
      )}
      {query.isPending ? (
        <ListLoading className={styles.state} />
      ) : query.isError && servers.length === 0 ? (
        <ListLoadError
          className={styles.state}
          onRetry={() => void query.refetch()}
          testId="mcp.load-error"
        />
      ) : servers.length === 0 ? (
        <p className={styles.state} data-testid="tools.mcp-empty">
          {nothing ? t("mcp.none") : t("mcp.noMatch")}
        </p>
      ) : (
        <ul className={styles.list} aria-label={t("tabs.mcp")} data-testid="mcp.list">
          {servers.map((server) => (
            <McpServerItem key={server.id} server={server} />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <LoadMore
          loading={query.isFetchingNextPage}
          onLoad={() => void query.fetchNextPage()}
          testId="mcp.more"
        />
      )}
      <ToolGrants />
    </div>
  );
}
