import { useEffect, useId, useRef, useState } from "react";
import { ROUTINE_LIMITS } from "@parley/shared-contracts/api/routine-limits";
import button from "@parley/ui-kit/ui/button.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useRoutinesTranslation } from "../../../i18n/use-routines-translation.ts";
import styles from "./sidebar.module.css";

export interface InlineRenameProps {
  initial: string;
  /** Resolves to an error text, or null when saved. */
  onSave: (name: string) => Promise<string | null>;
  onClose: () => void;
}

/**
 * Renames a routine in its row: Enter or Save keeps the name, Escape or Cancel drops it; an empty
 * name is refused with 'Name must not be empty' (the spec's catalogue).
 */
export function InlineRename({ initial, onSave, onClose }: InlineRenameProps) {
  const { t, i18n } = useRoutinesTranslation();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const save = async () => {
    if (name.trim() === "") {
      setError(i18n.t("rename.empty", { ns: "common" }));
      input.current?.focus();
      return;
    }
    if (name.trim() === initial) return onClose();
    setSaving(true);
    const problem = await onSave(name.trim());
    setSaving(false);
    if (problem === null) onClose();
    else setError(problem);
  };

  return (
    <form
      className={styles.rename}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        onClose();
      }}
      noValidate
      data-testid="sidebar.rename-form"
    >
      <input
        ref={input}
        className={styles.renameInput}
        value={name}
        maxLength={ROUTINE_LIMITS.name}
        dir="auto"
        disabled={saving}
        aria-label={t("sidebar.nameLabel")}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        data-testid="sidebar.rename-input"
      />
      <span className={styles.renameActions}>
        <button
          type="submit"
          className={`${button.button} ${button.primary} ${styles.small}`}
          disabled={saving}
          data-testid="sidebar.rename-save"
        >
          {saving && <Spinner />}
          {t("action.save")}
        </button>
        <button
          type="button"
          className={`${button.button} ${button.secondary} ${styles.small}`}
          onClick={onClose}
          disabled={saving}
        >
          {t("action.cancel")}
        </button>
      </span>
      {error && (
        <span id={errorId} className={styles.renameError} role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
