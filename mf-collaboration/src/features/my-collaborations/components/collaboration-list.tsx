import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { CollaborationRow, PublicSnapshotRow } from "@parley/shared-contracts/api/collaboration";
import { COLLABORATION_DEFAULT_PAGE_SIZE } from "@parley/shared-contracts/api/collaboration-constants";
import { SEARCH_DEBOUNCE_MS } from "@parley/shared-contracts/constants";
import { plainTitle } from "@parley/shared-contracts/plain-title";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import { CheckIcon, CopyIcon, SortIcon } from "../../../lib/ui/icons.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useCopyFeedback } from "../../../lib/use-copy-feedback.ts";
import {
  useCollaborationTranslation,
  type CollaborationT,
} from "../../../i18n/use-collaboration-translation.ts";
import { listQuery } from "../api/list-collaborations.ts";
import type { CollaborationTab } from "../utils/tab-from-query.ts";
import { Pager } from "./pager.tsx";
import styles from "./page.module.css";

const DEFAULT_SORT: Record<CollaborationTab, string> = {
  active: "-started_on",
  shared: "-started_on",
  public: "-created",
};
const EMPTY = { active: "empty.active", shared: "empty.shared", public: "empty.public" } as const;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function DateCell({ iso }: { iso: string }) {
  const { i18n } = useCollaborationTranslation();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <td />;
  return (
    <td>
      <time dateTime={iso}>
        {new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(date)}
      </time>
    </td>
  );
}

/** A link to a conversation handled by the shell's router (modified clicks keep the browser's meaning). */
function ConversationLink({ id, children }: { id: number; children: ReactNode }) {
  const { navigate } = useShell();
  const href = `/conversations/${id}`;
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a
      href={href}
      onClick={onClick}
      className={styles.rowLink}
      dir="auto"
      data-testid="my-collaborations.row-link"
    >
      {children}
    </a>
  );
}

function CopyLinkButton({ link, name }: { link: string; name: string }) {
  const { t } = useCollaborationTranslation();
  const copier = useCopyFeedback();
  const label = copier.state === "copied" ? t("dialog.copied") : t("link.copy", { name });
  return (
    <button
      type="button"
      className={button.icon}
      onClick={() => void copier.copy(link)}
      aria-label={label}
      title={label}
      data-testid="my-collaborations.copy-link"
    >
      {copier.state === "copied" ? <CheckIcon /> : <CopyIcon />}
    </button>
  );
}

interface Column {
  label: string;
  /** The sort_by field, when the column sorts. */
  sort?: string;
}

function HeaderRow({
  columns,
  sortBy,
  onSort,
  t,
}: {
  columns: Column[];
  sortBy: string;
  onSort: (sort: string) => void;
  t: CollaborationT;
}) {
  const field = sortBy.replace("-", "");
  const descending = sortBy.startsWith("-");
  return (
    <tr>
      {columns.map((column) => {
        if (!column.sort)
          return (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          );
        const active = column.sort === field;
        const direction = active ? (descending ? "desc" : "asc") : null;
        return (
          <th
            key={column.label}
            scope="col"
            aria-sort={active ? (descending ? "descending" : "ascending") : "none"}
          >
            <button
              type="button"
              className={styles.sortButton}
              onClick={() => onSort(active && !descending ? `-${column.sort}` : (column.sort ?? ""))}
              title={t("sort.by", { column: column.label })}
              data-testid={`my-collaborations.sort-${column.sort}`}
            >
              {column.label}
              <SortIcon direction={direction} />
            </button>
          </th>
        );
      })}
    </tr>
  );
}

function CollaborationRows({ rows, shared }: { rows: CollaborationRow[]; shared: boolean }) {
  return rows.map((row) => (
    <tr key={row.id} data-testid="my-collaborations.row">
      <td>
        <ConversationLink id={row.id}>{plainTitle(row.name)}</ConversationLink>
      </td>
      {shared && <td dir="auto">{row.owner_name}</td>}
      <DateCell iso={row.started_on} />
      <td>
        <div className={styles.linkCell}>
          <span className={styles.accessLink} dir="ltr">
            {row.access_link}
          </span>
          <CopyLinkButton link={row.access_link} name={plainTitle(row.name)} />
        </div>
      </td>
    </tr>
  ));
}

function SnapshotRows({ rows }: { rows: PublicSnapshotRow[] }) {
  return rows.map((row) => (
    <tr key={row.url} data-testid="my-collaborations.row">
      <td>
        <ConversationLink id={row.conversation_id}>{plainTitle(row.conversation_name)}</ConversationLink>
      </td>
      <DateCell iso={row.created} />
      <td>{row.page_view_count}</td>
      <td>{row.convo_continued_count}</td>
      <td>{row.snapshot_cloned_count}</td>
      <td>
        <a className={styles.accessLink} href={row.url} target="_blank" rel="noreferrer" dir="ltr">
          {row.url}
        </a>
      </td>
    </tr>
  ));
}

/** One tab's table: search box, sortable headers, rows, pages. Search and sort happen on the server. */
export function CollaborationList({ tab }: { tab: CollaborationTab }) {
  const { api } = useShell();
  const { t } = useCollaborationTranslation();
  const [search, setSearch] = useState("");
  const [sortBy, setSortBy] = useState(DEFAULT_SORT[tab]);
  // The page belongs to the search it was chosen under: a new search starts on its first page.
  const [paging, setPaging] = useState({ term: "", page: 1 });
  const [pageSize, setPageSize] = useState<number>(COLLABORATION_DEFAULT_PAGE_SIZE);
  const term = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const page = paging.term === term ? paging.page : 1;
  const setPage = (next: number) => setPaging({ term, page: next });
  const list = useQuery(listQuery(api, tab, { sortBy, search: term, page, pageSize }));

  const columns: Column[] =
    tab === "public"
      ? [
          { label: t("column.conversation"), sort: "conversation_name" },
          { label: t("column.created"), sort: "created" },
          { label: t("column.views") },
          { label: t("column.continued") },
          { label: t("column.cloned") },
          { label: t("column.link") },
        ]
      : [
          { label: t("column.name"), sort: "name" },
          ...(tab === "shared" ? [{ label: t("column.owner") }] : []),
          { label: t("column.startedOn"), sort: "started_on" },
          { label: t("column.link") },
        ];
  const data = list.data;
  const rows = data?.results ?? [];

  return (
    <div className={styles.list}>
      <input
        type="search"
        className={styles.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t("search.placeholder")}
        aria-label={t("search.label")}
        data-testid="my-collaborations.search"
      />
      {list.isError ? (
        <div className={styles.state} role="alert">
          <p>{t("list.failed")}</p>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={() => void list.refetch()}
          >
            {t("action.retry")}
          </button>
        </div>
      ) : data === undefined ? (
        <div className={styles.state} role="status">
          <Spinner /> {t("list.loading")}
        </div>
      ) : (
        <>
          <table className={styles.table} aria-busy={list.isFetching} data-testid="my-collaborations.table">
            <thead>
              <HeaderRow
                columns={columns}
                sortBy={sortBy}
                onSort={(next) => {
                  setSortBy(next);
                  setPage(1);
                }}
                t={t}
              />
            </thead>
            <tbody>
              {tab === "public" ? (
                <SnapshotRows rows={rows as PublicSnapshotRow[]} />
              ) : (
                <CollaborationRows rows={rows as CollaborationRow[]} shared={tab === "shared"} />
              )}
            </tbody>
          </table>
          {rows.length === 0 && (
            <p className={styles.empty} data-testid="my-collaborations.empty">
              {term.trim() !== "" ? t("empty.search") : t(EMPTY[tab])}
            </p>
          )}
          <Pager
            page={page}
            pageSize={pageSize}
            count={data.count}
            hasNext={data.next !== null}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
    </div>
  );
}
