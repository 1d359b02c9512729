import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Routine } from "@parley/shared-contracts/api/routines";
import button from "@parley/ui-kit/ui/button.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { routinesQueryOptions } from "../../../lib/api/routines-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog.tsx";
import { PlusIcon } from "../../../lib/ui/icons.tsx";
import { useRoutinesTranslation } from "../../../i18n/use-routines-translation.ts";
import { useActiveRoutine } from "../hooks/use-active-routine.ts";
import { useRoutineMutations } from "../hooks/use-routine-mutations.ts";
import { RoutineItem } from "./routine-item.tsx";
import styles from "./sidebar.module.css";

/**
 * The routines sidebar (docs/product/routines.md § Routine area): New routine, and the list (polled
 * every 6 s) with each routine's status, the open one highlighted, and the owner's rename and delete.
 */
export function RoutineSidebar() {
  const { api, navigate } = useShell();
  const { t } = useRoutinesTranslation();
  const query = useQuery(routinesQueryOptions(api));
  const activeId = useActiveRoutine();
  const { remove, rename } = useRoutineMutations(activeId);
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Routine | null>(null);
  const rows = query.data?.results ?? [];

  return (
    <nav className={styles.sidebar} aria-label={t("sidebar.label")} data-testid="routines.sidebar">
      <div className={styles.top}>
        <button
          type="button"
          className={`${button.button} ${button.primary} ${styles.newButton}`}
          onClick={() => navigate("/routines/new")}
          data-testid="routines.new"
        >
          <PlusIcon />
          {t("sidebar.new")}
        </button>
      </div>
      <div className={styles.scroller}>
        {query.isPending ? (
          <div className={styles.state} role="status">
            <Spinner /> {t("sidebar.loading")}
          </div>
        ) : query.isError && rows.length === 0 ? (
          <div className={styles.state} role="alert" data-testid="routines.load-error">
            <p>{t("sidebar.loadFailed")}</p>
            <button
              type="button"
              className={`${button.button} ${button.secondary}`}
              onClick={() => void query.refetch()}
            >
              {t("action.retry")}
            </button>
          </div>
        ) : rows.length === 0 ? (
          <p className={styles.state} data-testid="routines.empty">
            {t("sidebar.empty")}
          </p>
        ) : (
          <ul className={styles.list} aria-busy={query.isFetching}>
            {rows.map((routine) => (
              <RoutineItem
                key={routine.id}
                routine={routine}
                active={routine.id === activeId}
                renaming={routine.id === renamingId}
                onOpen={(id) => navigate(`/routines/${id}`)}
                onStartRename={(target) => setRenamingId(target.id)}
                onRename={rename}
                onStopRename={() => setRenamingId(null)}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title={t("sidebar.deleteTitle")}
          message={t("sidebar.deleteConfirm", { name: deleting.name })}
          confirmLabel={t("action.delete")}
          onConfirm={() => {
            const target = deleting;
            setDeleting(null);
            void remove(target.id);
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </nav>
  );
}
