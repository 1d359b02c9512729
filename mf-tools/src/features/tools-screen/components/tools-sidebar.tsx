import { useId, useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { McpServer } from "@parley/shared-contracts/api/mcp";
import { TOOL_SEARCH_DEBOUNCE_MS } from "@parley/shared-contracts/constants";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { SearchIcon } from "../../../lib/ui/icons.tsx";
import { ListLoadError, ListLoading, LoadMore } from "../../../lib/ui/paged-list.tsx";
import { useDebouncedValue } from "@parley/ui-kit/hooks/use-debounced-value.ts";
import { MCP_ORDERINGS, mcpServersQueryOptions, type McpOrdering } from "../../mcp-servers/api/mcp-api.ts";
import { McpServerDetailDialog } from "../../mcp-servers/components/mcp-server-detail-dialog.tsx";
import styles from "./tools-sidebar.module.css";

const ORDER_LABELS = {
  server_name: "mcp.sort.name",
  "-server_name": "mcp.sort.nameDescending",
} as const satisfies Record<McpOrdering, string>;

/**
 * The Tools area's left panel (the spec's Tools sidebar, docs/product/tools.md § Tools screen): the
 * workspace's MCP servers, searched (after 300 ms) and sorted by name A to Z or Z to A on the server,
 * 10 a page; a server opens its detail dialog.
 */
export function ToolsSidebar() {
  const { api } = useShell();
  const { t } = useToolsTranslation();
  const [search, setSearch] = useState("");
  const [ordering, setOrdering] = useState<McpOrdering>("server_name");
  const [open, setOpen] = useState<McpServer | null>(null);
  const debounced = useDebouncedValue(search, TOOL_SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery(mcpServersQueryOptions(api, debounced, ordering));
  const servers = query.data?.pages.flatMap((page) => page.results) ?? [];
  const ids = { title: useId(), search: useId(), sort: useId() };

  return (
    <nav className={styles.sidebar} aria-labelledby={ids.title} data-testid="tools-sidebar">
      <div className={styles.top}>
        <h2 id={ids.title} className={styles.title}>
          {t("tabs.mcp")}
        </h2>
        <label htmlFor={ids.search} className={styles.visuallyHidden}>
          {t("mcp.search.label")}
        </label>
        <span className={styles.searchBox}>
          <SearchIcon />
          <input
            id={ids.search}
            type="search"
            className={styles.search}
            value={search}
            placeholder={t("mcp.search.placeholder")}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="tools-sidebar.search"
          />
        </span>
        <label htmlFor={ids.sort} className={styles.visuallyHidden}>
          {t("mcp.sort.label")}
        </label>
        <select
          id={ids.sort}
          className={styles.sort}
          value={ordering}
          onChange={(event) => setOrdering(event.target.value as McpOrdering)}
          data-testid="tools-sidebar.sort"
        >
          {MCP_ORDERINGS.map((value) => (
            <option key={value} value={value}>
              {t(ORDER_LABELS[value])}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.scroller}>
        {query.isPending ? (
          <ListLoading className={styles.state} />
        ) : query.isError && servers.length === 0 ? (
          <ListLoadError
            className={styles.state}
            onRetry={() => void query.refetch()}
            testId="tools-sidebar.load-error"
          />
        ) : servers.length === 0 ? (
          <p className={styles.state} data-testid="tools-sidebar.empty">
            {debounced.trim() === "" ? t("mcp.none") : t("mcp.noMatch")}
          </p>
        ) : (
          <ul className={styles.list} aria-labelledby={ids.title}>
            {servers.map((server) => (
              <li key={server.id}>
                <button
                  type="button"
                  className={styles.server}
                  onClick={() => setOpen(server)}
                  aria-haspopup="dialog"
                  data-testid="tools-sidebar.server"
                  data-server={server.server_name}
                >
                  <span className={styles.avatar} aria-hidden="true">
                    {server.image_url ? (
                      <img src={server.image_url} alt="" />
                    ) : (
                      (server.server_name[0] ?? "?").toUpperCase()
                    )}
                  </span>
                  <span className={styles.text}>
                    <bdi className={styles.name}>{server.server_name}</bdi>
                    <span className={styles.meta} data-failed={server.status === "failed"}>
                      {server.status === "failed"
                        ? t("mcp.status.failed", { reason: server.status_reason ?? "" })
                        : t("mcp.tools", {
                            enabled: server.tools_summary.enabled_tools,
                            total: server.tools_summary.total_tools,
                          })}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <LoadMore
            loading={query.isFetchingNextPage}
            onLoad={() => void query.fetchNextPage()}
            testId="tools-sidebar.more"
          />
        )}
      </div>
      {open && <McpServerDetailDialog server={open} onClose={() => setOpen(null)} />}
    </nav>
  );
}
