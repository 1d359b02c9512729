import { useRef } from "react";
import { useCollaborationTranslation } from "../../i18n/use-collaboration-translation.ts";
import button from "./button.module.css";
import { Dialog } from "./dialog.tsx";
import styles from "./dialog.module.css";

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" for actions that take access away; Cancel has the first focus. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useCollaborationTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} onClose={onCancel} initialFocus={cancel} testId="collaboration.confirm">
      <p className={styles.body}>{message}</p>
      <div className={styles.actions}>
        <button
          ref={cancel}
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={onCancel}
          data-testid="collaboration.confirm-cancel"
        >
          {t("action.cancel")}
        </button>
        <button
          type="button"
          className={`${button.button} ${button.danger}`}
          onClick={onConfirm}
          disabled={busy}
          data-testid="collaboration.confirm-ok"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
