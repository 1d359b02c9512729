import { useId, useRef, useState } from "react";
import button from "@parley/ui-kit/ui/button.module.css";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import styles from "./sidebar.module.css";

/** Longest conversation name the server accepts (conversationUpdateSchema). */
export const NAME_MAX_LENGTH = 200;

export interface RenameDialogProps {
  initial: string;
  onSave: (name: string) => Promise<string | null>;
  onClose: () => void;
}

/** Rename a conversation: a counter up to the maximum, Enter saves, an empty name is refused. */
export function RenameDialog({ initial, onSave, onClose }: RenameDialogProps) {
  const { t } = useConversationsTranslation();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (name.trim() === "") {
      setError(t("rename.empty", { ns: "common" }));
      input.current?.focus();
      return;
    }
    setSaving(true);
    const problem = await onSave(name.trim());
    setSaving(false);
    if (problem === null) onClose();
    else setError(problem);
  };

  return (
    <Dialog title={t("sidebar.renameTitle")} onClose={onClose} initialFocus={input} testId="rename.dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <label htmlFor={inputId} className={styles.fieldLabel}>
          {t("sidebar.nameLabel")}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.field}
          value={name}
          maxLength={NAME_MAX_LENGTH}
          dir="auto"
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          onFocus={(event) => event.currentTarget.select()}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          data-testid="rename.input"
        />
        <div className={styles.fieldFooter}>
          <span id={errorId} className={styles.fieldError} role={error ? "alert" : undefined}>
            {error}
          </span>
          <span className={styles.counter} aria-live="polite">
            {t("sidebar.nameCounter", { count: [...name].length, max: NAME_MAX_LENGTH })}
          </span>
        </div>
        <div className={dialog.actions}>
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={onClose}>
            {t("action.cancel")}
          </button>
          <button
            type="submit"
            className={`${button.button} ${button.primary}`}
            disabled={saving}
            data-testid="rename.save"
          >
            {saving && <Spinner />}
            {t("action.save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
