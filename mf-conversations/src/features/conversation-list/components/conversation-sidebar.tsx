import { useCallback, useEffect, useRef, useState } from "react";
import { loadableComponent, useLoadedComponent } from "@parley/ui-kit/hooks/use-loaded-component.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { ConversationSummary } from "@parley/shared-contracts/api/conversations";
import { CONVERSATION_SEARCH_DEBOUNCE_MS } from "@parley/shared-contracts/constants";
import { plainTitle } from "@parley/shared-contracts/plain-title";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useDebouncedValue } from "@parley/ui-kit/hooks/use-debounced-value.ts";
import button from "@parley/ui-kit/ui/button.module.css";
import { PlusIcon, SearchIcon } from "../../../lib/ui/icons.tsx";
import { ListSidebar, listSidebarStyles } from "@parley/ui-kit/ui/list-sidebar.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { conversationsQueryOptions, type ConversationOrdering } from "../api/get-conversations.ts";
import { useActiveConversation } from "../hooks/use-active-conversation.ts";
import { useConversationMutations } from "../hooks/use-conversation-mutations.ts";
import { useListRefresh } from "../hooks/use-list-refresh.ts";
import { useSidebarRealtime } from "../../realtime/use-sidebar-realtime.ts";
import { ConversationItem } from "./conversation-item.tsx";
import styles from "./sidebar.module.css";

// The rename and delete dialogs load when one opens, not with the sidebar on the first screen; not
// React.lazy, whose resolved fallback waits out React's throttle (ui-kit use-loaded-component.ts).
const renameDialog = loadableComponent(() =>
  import("./rename-dialog.tsx").then((module) => module.RenameDialog),
);
const confirmDialog = loadableComponent(() =>
  import("../../../lib/ui/confirm-dialog.tsx").then((module) => module.ConfirmDialog),
);

/** Px from the end of the list at which the next page is fetched. */
const NEXT_PAGE_MARGIN_PX = 160;

const ORDERINGS: readonly ConversationOrdering[] = [
  "-modified",
  "modified",
  "name",
  "-name",
  "-created",
  "created",
];

/**
 * The conversation sidebar (docs/product/conversations.md § Conversation sidebar): New conversation, search
 * over titles and messages (500 ms debounce), sort (default last modified, newest first), an infinite list
 * with unread counts, and the owner's rename and delete.
 */
export function ConversationSidebar() {
  const { api, bus, navigate } = useShell();
  const { t } = useConversationsTranslation();
  const [search, setSearch] = useState("");
  const [ordering, setOrdering] = useState<ConversationOrdering>("-modified");
  const debounced = useDebouncedValue(search, CONVERSATION_SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery(conversationsQueryOptions(api, debounced, ordering));
  const activeId = useActiveConversation();
  const { remove, rename } = useConversationMutations(activeId);
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null);
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);
  const { component: RenameDialog } = useLoadedComponent(renameDialog, renaming !== null);
  const { component: ConfirmDialog } = useLoadedComponent(confirmDialog, deleting !== null);
  const scroller = useRef<HTMLDivElement>(null);
  useListRefresh();
  useSidebarRealtime();

  const rows = query.data?.pages.flatMap((page) => page.results) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const maybeLoadMore = useCallback(() => {
    const element = scroller.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    const remaining = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (remaining <= NEXT_PAGE_MARGIN_PX) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  // A page that does not fill the panel cannot be scrolled: fetch on until it does.
  useEffect(maybeLoadMore, [maybeLoadMore, rows.length]);

  const open = (id: number) => {
    bus.emit("conversation.selected", { conversationId: id });
    navigate(`/conversations/${id}`);
  };
  const orderingLabels: Record<ConversationOrdering, string> = {
    "-modified": t("sidebar.sort.modifiedDesc"),
    modified: t("sidebar.sort.modifiedAsc"),
    name: t("sidebar.sort.nameAsc"),
    "-name": t("sidebar.sort.nameDesc"),
    "-created": t("sidebar.sort.createdDesc"),
    created: t("sidebar.sort.createdAsc"),
  };

  return (
    <ListSidebar
      texts={{
        label: t("sidebar.label"),
        loading: t("sidebar.loading"),
        loadFailed: t("sidebar.loadFailed"),
        retry: t("action.retry"),
        empty: debounced.trim() === "" ? t("sidebar.empty") : t("sidebar.noMatch"),
      }}
      status={query.isPending ? "pending" : query.isError ? "error" : "ready"}
      fetching={query.isFetching}
      count={rows.length}
      onRetry={() => void query.refetch()}
      scrollerRef={scroller}
      onScroll={maybeLoadMore}
      testIds={{ panel: "sidebar.panel", empty: "sidebar.empty", scroller: "sidebar.scroller" }}
      top={
        <>
          <button
            type="button"
            className={`${button.button} ${button.primary} ${listSidebarStyles.newButton}`}
            onClick={() => {
              bus.emit("conversation.selected", { conversationId: 0 });
              navigate("/conversations/new");
            }}
            data-testid="sidebar.new"
          >
            <PlusIcon />
            {t("subHeader.newConversation")}
          </button>
          <div className={styles.searchRow}>
            <label className={styles.searchBox}>
              <SearchIcon />
              <input
                className={styles.search}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t("sidebar.search")}
                aria-label={t("sidebar.search")}
                data-testid="sidebar.search"
              />
            </label>
            <select
              className={styles.sort}
              value={ordering}
              onChange={(event) => setOrdering(event.target.value as ConversationOrdering)}
              aria-label={t("sidebar.sortLabel")}
              data-testid="sidebar.sort"
            >
              {ORDERINGS.map((value) => (
                <option key={value} value={value}>
                  {orderingLabels[value]}
                </option>
              ))}
            </select>
          </div>
        </>
      }
      after={
        isFetchingNextPage && (
          <div className={styles.more} role="status">
            <Spinner />
            <span className={button.visuallyHidden}>{t("sidebar.loadingMore")}</span>
          </div>
        )
      }
      dialogs={
        <>
          {renaming && RenameDialog && (
            <RenameDialog
              initial={renaming.name}
              onSave={(name) => rename(renaming.id, name)}
              onClose={() => setRenaming(null)}
            />
          )}
          {deleting && ConfirmDialog && (
            <ConfirmDialog
              title={t("sidebar.deleteTitle")}
              message={t("sidebar.deleteConfirm", { name: plainTitle(deleting.name) })}
              confirmLabel={t("action.delete")}
              onConfirm={() => {
                const target = deleting;
                setDeleting(null);
                void remove(target.id);
              }}
              onCancel={() => setDeleting(null)}
            />
          )}
        </>
      }
    >
      {rows.map((conversation) => (
        <ConversationItem
          key={conversation.id}
          conversation={conversation}
          active={conversation.id === activeId}
          onOpen={open}
          onRename={setRenaming}
          onDelete={setDeleting}
        />
      ))}
    </ListSidebar>
  );
}
