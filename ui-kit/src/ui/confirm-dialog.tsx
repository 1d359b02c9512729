import { useRef } from "react";
import button from "./button.module.css";
import { Dialog } from "./dialog.tsx";
import styles from "./dialog.module.css";

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button waits (disabled) while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Test ids of the dialog and its two buttons. */
  testIds?: { dialog: string; cancel: string; ok: string };
}

/**
 * "Are you sure?" for destructive actions and ones that take access away; Cancel has the first
 * focus, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  testIds = { dialog: "confirm.dialog", cancel: "confirm.cancel", ok: "confirm.ok" },
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} onClose={onCancel} initialFocus={cancel} testId={testIds.dialog}>
      <p className={styles.body}>{message}</p>
      <div className={styles.actions}>
        <button
          ref={cancel}
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={onCancel}
          data-testid={testIds.cancel}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`${button.button} ${button.danger}`}
          onClick={onConfirm}
          disabled={busy}
          data-testid={testIds.ok}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
