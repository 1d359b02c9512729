import type { ReactNode, Ref, UIEventHandler } from "react";
import button from "./button.module.css";
import styles from "./list-sidebar.module.css";
import { Spinner } from "./spinner.tsx";

/** The texts of the list's states, in the remote's language. */
export interface ListSidebarTexts {
  label: string;
  loading: string;
  loadFailed: string;
  retry: string;
  /** Shown when the list has no row (a remote may pass "no match" while searching). */
  empty: string;
}

export interface ListSidebarProps {
  texts: ListSidebarTexts;
  /** What the list's query is doing: its first load, a failure with nothing to show, or rows. */
  status: "pending" | "error" | "ready";
  /** Whether a refresh is under way (aria-busy on the list). */
  fetching: boolean;
  /** How many rows `children` holds (0 shows the empty text). */
  count: number;
  onRetry: () => void;
  /** The head: New, search, sort. */
  top: ReactNode;
  /** The rows (`<li>`s, with `listSidebarStyles.item`). */
  children: ReactNode;
  /** Under the list (a "loading more" spinner). */
  after?: ReactNode;
  /** Dialogs the rows open. */
  dialogs?: ReactNode;
  scrollerRef?: Ref<HTMLDivElement>;
  onScroll?: UIEventHandler<HTMLDivElement>;
  testIds: { panel: string; empty: string; error?: string; scroller?: string };
}

/**
 * A remote area's list sidebar (the conversations', the routines'): its head, the list with its
 * loading, failed (with Retry) and empty states, and the dialogs of its rows.
 */
export function ListSidebar({
  texts,
  testIds,
  status,
  fetching,
  count,
  onRetry,
  top,
  children,
  after,
  dialogs,
  scrollerRef,
  onScroll,
}: ListSidebarProps) {
  return (
    <nav className={styles.sidebar} aria-label={texts.label} data-testid={testIds.panel}>
      <div className={styles.top}>{top}</div>
      <div ref={scrollerRef} className={styles.scroller} onScroll={onScroll} data-testid={testIds.scroller}>
        {status === "pending" ? (
          <div className={styles.state} role="status">
            <Spinner /> {texts.loading}
          </div>
        ) : status === "error" && count === 0 ? (
          <div className={styles.state} role="alert" data-testid={testIds.error}>
            <p>{texts.loadFailed}</p>
            <button type="button" className={`${button.button} ${button.secondary}`} onClick={onRetry}>
              {texts.retry}
            </button>
          </div>
        ) : count === 0 ? (
          <p className={styles.state} data-testid={testIds.empty}>
            {texts.empty}
          </p>
        ) : (
          <ul className={styles.list} aria-busy={fetching}>
            {children}
          </ul>
        )}
        {after}
      </div>
      {dialogs}
    </nav>
  );
}

export { styles as listSidebarStyles };
