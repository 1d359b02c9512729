import { useRef } from "react";
import { useConversationsTranslation } from "../../i18n/use-conversations-translation.ts";
import button from "./button.module.css";
import { Dialog } from "./dialog.tsx";
import styles from "./dialog.module.css";

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" for destructive actions; Cancel has the first focus, so Enter never deletes by accident. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useConversationsTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} onClose={onCancel} initialFocus={cancel} testId="confirm.dialog">
      <p className={styles.body}>{message}</p>
      <div className={styles.actions}>
        <button
          ref={cancel}
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={onCancel}
          data-testid="confirm.cancel"
        >
          {t("action.cancel")}
        </button>
        <button
          type="button"
          className={`${button.button} ${button.danger}`}
          onClick={onConfirm}
          data-testid="confirm.ok"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
