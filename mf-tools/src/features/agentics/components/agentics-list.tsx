import { useId, useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { ToolSummary } from "@parley/shared-contracts/api/tools";
import { TOOL_SEARCH_DEBOUNCE_MS } from "@parley/shared-contracts/constants";
import button from "@parley/ui-kit/ui/button.module.css";
import { ListLoadError, ListLoading, LoadMore } from "../../../lib/ui/paged-list.tsx";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog.tsx";
import { SearchIcon } from "../../../lib/ui/icons.tsx";
import { useDebouncedValue } from "@parley/ui-kit/hooks/use-debounced-value.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { TOOL_ORDERINGS, toolsQueryOptions, type ToolOrdering } from "../api/tools-api.ts";
import { useToolActions } from "../hooks/use-tool-actions.ts";
import { UploadDialog } from "../../tool-upload/components/upload-dialog.tsx";
import { ToolEditor } from "../../tool-editor/components/tool-editor.tsx";
import { ToolDetailDialog } from "./tool-detail-dialog.tsx";
import { ToolItem } from "./tool-item.tsx";
import styles from "./agentics.module.css";

const ORDER_LABELS = {
  name: "sort.name",
  "-name": "sort.nameDescending",
  "-last_updated": "sort.updated",
} as const satisfies Record<ToolOrdering, string>;

/**
 * The Agentics tab (docs/product/tools.md § Tools side panel): the tools the member may see, searched
 * and sorted on the server (search waits 300 ms after typing), page after page. `offerUse` false:
 * shown where no chat box could take a tool (the Tools screen), without Use.
 */
export function AgenticsList({ offerUse = true }: { offerUse?: boolean }) {
  const { api } = useShell();
  const { t } = useToolsTranslation();
  const [search, setSearch] = useState("");
  const [ordering, setOrdering] = useState<ToolOrdering>("name");
  const [uploading, setUploading] = useState(false);
  // The tool open in the editor: its id, "new" for one not stored yet (Create; Save stores it).
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [details, setDetails] = useState<ToolSummary | null>(null);
  const debounced = useDebouncedValue(search, TOOL_SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery(toolsQueryOptions(api, debounced, ordering));
  const actions = useToolActions();
  const searchId = useId();
  const sortId = useId();
  const tools = query.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <div className={styles.agentics}>
      <div className={styles.controls}>
        <label htmlFor={searchId} className={styles.visuallyHidden}>
          {t("search.label")}
        </label>
        <span className={styles.searchBox}>
          <SearchIcon />
          <input
            id={searchId}
            type="search"
            className={styles.search}
            value={search}
            placeholder={t("search.placeholder")}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="tools.search"
          />
        </span>
        <label htmlFor={sortId} className={styles.visuallyHidden}>
          {t("sort.label")}
        </label>
        <select
          id={sortId}
          className={styles.sort}
          value={ordering}
          onChange={(event) => setOrdering(event.target.value as ToolOrdering)}
          data-testid="tools.sort"
        >
          {TOOL_ORDERINGS.map((value) => (
            <option key={value} value={value}>
              {t(ORDER_LABELS[value])}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          onClick={() => setEditing("new")}
          aria-haspopup="dialog"
          data-testid="tools.create"
        >
          {t("create")}
        </button>
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={() => setUploading(true)}
          aria-haspopup="dialog"
          data-testid="tools.upload"
        >
          {t("upload.open")}
        </button>
      </div>
      {query.isPending ? (
        <ListLoading className={styles.state} />
      ) : query.isError && tools.length === 0 ? (
        <ListLoadError
          className={styles.state}
          onRetry={() => void query.refetch()}
          testId="tools.load-error"
        />
      ) : tools.length === 0 ? (
        <p className={styles.state} data-testid="tools.empty">
          {debounced.trim() === "" ? t("list.empty") : t("list.noMatch")}
        </p>
      ) : (
        <ul className={styles.list} aria-label={t("tabs.agentics")} data-testid="tools.list">
          {tools.map((tool) => (
            <ToolItem
              key={tool.id}
              tool={tool}
              downloading={actions.downloading === tool.id}
              choosing={actions.choosing === tool.id}
              onChoose={offerUse ? () => void actions.choose(tool) : undefined}
              onDetails={() => setDetails(tool)}
              onEdit={() => setEditing(tool.id)}
              onDownload={() => void actions.download(tool)}
              onDelete={() => actions.askDelete(tool)}
            />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <LoadMore
          loading={query.isFetchingNextPage}
          onLoad={() => void query.fetchNextPage()}
          testId="tools.more"
        />
      )}
      {uploading && <UploadDialog onClose={() => setUploading(false)} />}
      {details && (
        <ToolDetailDialog
          tool={details}
          onClose={() => setDetails(null)}
          onUse={
            offerUse
              ? () => {
                  setDetails(null);
                  void actions.choose(details);
                }
              : undefined
          }
          onEdit={() => {
            setDetails(null);
            setEditing(details.id);
          }}
        />
      )}
      {editing !== null && (
        <ToolEditor
          toolId={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={setEditing}
        />
      )}
      {actions.deleting && (
        <ConfirmDialog
          title={t("delete.title")}
          message={t("delete.confirm", { name: actions.deleting.name })}
          confirmLabel={t("delete.ok")}
          busy={actions.removing}
          onConfirm={actions.confirmDelete}
          onCancel={actions.cancelDelete}
        />
      )}
    </div>
  );
}
