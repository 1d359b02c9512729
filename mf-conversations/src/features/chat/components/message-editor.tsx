import { useEffect, useRef, useState } from "react";
import button from "@parley/ui-kit/ui/button.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import styles from "./message.module.css";

/**
 * Rows of the edit field: as many as the text has lines, between 3 and 20
 * (docs/product/conversations.md § Message actions).
 */
export function editorRows(text: string): number {
  return Math.min(20, Math.max(3, text.split("\n").length));
}

export interface MessageEditorProps {
  initial: string;
  onSave: (content: string) => Promise<string | null>;
  onCancel: () => void;
  /** Save & Regenerate, where the rules allow it; resolves to an error text or null. */
  onSaveAndRegenerate: ((content: string) => Promise<string | null>) | null;
}

/** Edit mode of a message: Save, Cancel (also Escape) and Save & Regenerate; errors stay in the editor. */
export function MessageEditor({ initial, onSave, onCancel, onSaveAndRegenerate }: MessageEditorProps) {
  const { t } = useConversationsTranslation();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const input = field.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const run = async (action: (content: string) => Promise<string | null>) => {
    setSaving(true);
    setError(null);
    const problem = await action(text);
    setSaving(false);
    if (problem !== null) setError(problem);
  };
  const empty = text.trim() === "";

  return (
    <div className={styles.editor}>
      <textarea
        ref={field}
        className={styles.editorInput}
        value={text}
        rows={editorRows(text)}
        dir="auto"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            onCancel();
          }
        }}
        aria-label={t("message.editLabel")}
        data-testid="message.edit-input"
      />
      {error && (
        <p className={styles.problem} role="alert" data-testid="message.edit-error">
          {error}
        </p>
      )}
      <div className={styles.editorActions}>
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          onClick={() => void run(onSave)}
          disabled={saving || empty}
          data-testid="message.save"
        >
          {saving && <Spinner />}
          {t("message.save")}
        </button>
        {onSaveAndRegenerate && (
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={() => void run(onSaveAndRegenerate)}
            disabled={saving || empty}
            data-testid="message.save-regenerate"
          >
            {t("message.saveRegenerate")}
          </button>
        )}
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={onCancel}
          disabled={saving}
          data-testid="message.cancel"
        >
          {t("action.cancel")}
        </button>
      </div>
    </div>
  );
}
