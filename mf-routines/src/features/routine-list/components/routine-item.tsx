import type { Routine } from "@parley/shared-contracts/api/routines";
import button from "@parley/ui-kit/ui/button.module.css";
import { EditIcon, TrashIcon } from "../../../lib/ui/icons.tsx";
import { useRoutinesTranslation } from "../../../i18n/use-routines-translation.ts";
import { InlineRename } from "./inline-rename.tsx";
import { listSidebarStyles as list } from "@parley/ui-kit/ui/list-sidebar.tsx";
import styles from "./sidebar.module.css";

export interface RoutineItemProps {
  routine: Routine;
  active: boolean;
  renaming: boolean;
  onOpen: (id: number) => void;
  onStartRename: (routine: Routine) => void;
  onRename: (id: number, name: string) => Promise<string | null>;
  onStopRename: () => void;
  onDelete: (routine: Routine) => void;
}

/** A row of the list: a link to the routine, its status, and the owner's rename and delete. */
export function RoutineItem(props: RoutineItemProps) {
  const { routine, active } = props;
  const { t } = useRoutinesTranslation();
  if (props.renaming) {
    return (
      <li
        className={`${list.item} ${styles.item}`}
        data-active={active}
        data-testid="sidebar.item"
        data-routine-id={routine.id}
      >
        <InlineRename
          initial={routine.name}
          onSave={(name) => props.onRename(routine.id, name)}
          onClose={props.onStopRename}
        />
      </li>
    );
  }
  const href = `/routines/${routine.id}`;
  return (
    <li
      className={`${list.item} ${styles.item}`}
      data-active={active}
      data-testid="sidebar.item"
      data-routine-id={routine.id}
    >
      <a
        className={list.link}
        href={href}
        aria-current={active ? "page" : undefined}
        onClick={(event) => {
          // Modified clicks keep the browser's own meaning (new tab, new window).
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          props.onOpen(routine.id);
        }}
      >
        <span className={list.name} dir="auto">
          {routine.name}
        </span>
        <span className={styles.status} data-done={routine.done} data-testid="sidebar.status">
          {routine.done ? t("status.done") : t("status.running")}
        </span>
      </a>
      {routine.requester_is_owner && (
        <span className={list.rowActions}>
          <button
            type="button"
            className={button.icon}
            onClick={() => props.onStartRename(routine)}
            aria-label={t("sidebar.rename", { name: routine.name })}
            title={t("sidebar.renameTitle")}
            data-testid="sidebar.rename"
          >
            <EditIcon />
          </button>
          <button
            type="button"
            className={button.icon}
            onClick={() => props.onDelete(routine)}
            aria-label={t("sidebar.delete", { name: routine.name })}
            title={t("sidebar.deleteTitle")}
            data-testid="sidebar.delete"
          >
            <TrashIcon />
          </button>
        </span>
      )}
    </li>
  );
}
