import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Routine } from "@parley/shared-contracts/api/routines";
import button from "@parley/ui-kit/ui/button.module.css";
import { ListSidebar, listSidebarStyles } from "@parley/ui-kit/ui/list-sidebar.tsx";
import { routinesQueryOptions } from "../../../lib/api/routines-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog.tsx";
import { PlusIcon } from "../../../lib/ui/icons.tsx";
import { useRoutinesTranslation } from "../../../i18n/use-routines-translation.ts";
import { useRouteId } from "@parley/ui-kit/hooks/use-route-id.ts";
import { useRoutineMutations } from "../hooks/use-routine-mutations.ts";
import { RoutineItem } from "./routine-item.tsx";

/**
 * The routines sidebar (docs/product/routines.md § Routine area): New routine, and the list (polled
 * every 6 s) with each routine's status, the open one highlighted, and the owner's rename and delete.
 */
export function RoutineSidebar() {
  const { api, navigate } = useShell();
  const { t } = useRoutinesTranslation();
  const query = useQuery(routinesQueryOptions(api));
  const activeId = useRouteId("routines");
  const { remove, rename } = useRoutineMutations(activeId);
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Routine | null>(null);
  const rows = query.data?.results ?? [];

  return (
    <ListSidebar
      texts={{
        label: t("sidebar.label"),
        loading: t("sidebar.loading"),
        loadFailed: t("sidebar.loadFailed"),
        retry: t("action.retry"),
        empty: t("sidebar.empty"),
      }}
      status={query.isPending ? "pending" : query.isError ? "error" : "ready"}
      fetching={query.isFetching}
      count={rows.length}
      onRetry={() => void query.refetch()}
      testIds={{ panel: "routines.sidebar", empty: "routines.empty", error: "routines.load-error" }}
      top={
        <button
          type="button"
          className={`${button.button} ${button.primary} ${listSidebarStyles.newButton}`}
          onClick={() => navigate("/routines/new")}
          data-testid="routines.new"
        >
          <PlusIcon />
          {t("sidebar.new")}
        </button>
      }
      dialogs={
        deleting && (
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
        )
      }
    >
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
    </ListSidebar>
  );
}
