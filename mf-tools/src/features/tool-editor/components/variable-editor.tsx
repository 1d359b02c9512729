import { useId, type HTMLAttributes } from "react";
import type { VariableType } from "@parley/shared-contracts/api/tools";
import button from "@parley/ui-kit/ui/button.module.css";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import type { DraftVariable } from "../utils/draft.ts";
import styles from "./tool-editor.module.css";

const TYPES: readonly VariableType[] = ["text", "url", "single-select", "multi-select"];
const TYPE_LABELS = {
  text: "type.text",
  url: "type.url",
  "single-select": "type.singleSelect",
  "multi-select": "type.multiSelect",
} as const;

/** One variable of the prompt tab: name, type, description, default, allowed values; move and remove. */
export function VariableEditor({
  variable,
  readOnly,
  invalidAllowed,
  first,
  last,
  onChange,
  onMove,
  onRemove,
  dragProps,
}: {
  /** Dragging onto another variable moves it there (the arrow buttons do the same by keyboard). */
  dragProps?: HTMLAttributes<HTMLLIElement> & { draggable?: boolean };
  variable: DraftVariable;
  readOnly: boolean;
  invalidAllowed: boolean;
  first: boolean;
  last: boolean;
  onChange: (patch: Partial<DraftVariable>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useToolsTranslation();
  const id = useId();
  const select = variable.type === "single-select" || variable.type === "multi-select";
  return (
    <li className={styles.variable} data-testid="tool-editor.variable" {...dragProps}>
      <div className={styles.row}>
        <label className={styles.field}>
          {t("variable.name")}
          <input
            value={variable.name}
            readOnly={readOnly}
            onChange={(event) => onChange({ name: event.target.value })}
            data-testid="tool-editor.variable-name"
          />
        </label>
        <label className={styles.field}>
          {t("variable.type")}
          <select
            value={variable.type}
            disabled={readOnly}
            onChange={(event) => onChange({ type: event.target.value as VariableType })}
            data-testid="tool-editor.variable-type"
          >
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {t(TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className={styles.field}>
        {t("variable.description")}
        <input
          value={variable.description}
          readOnly={readOnly}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        {t("variable.default")}
        <input
          value={variable.default}
          readOnly={readOnly}
          onChange={(event) => onChange({ default: event.target.value })}
          data-testid="tool-editor.variable-default"
        />
      </label>
      {select && (
        <label className={styles.field}>
          {t("variable.allowed")}
          <input
            value={variable.allowedText}
            readOnly={readOnly}
            aria-invalid={invalidAllowed}
            aria-describedby={invalidAllowed ? `${id}-error` : undefined}
            onChange={(event) => onChange({ allowedText: event.target.value })}
            data-testid="tool-editor.variable-allowed"
          />
          {invalidAllowed && (
            <span id={`${id}-error`} className={styles.error}>
              {t("variable.allowedInvalid")}
            </span>
          )}
        </label>
      )}
      {!readOnly && (
        <div className={styles.variableActions}>
          <button
            type="button"
            className={button.icon}
            disabled={first}
            onClick={() => onMove(-1)}
            aria-label={t("variable.up", { name: variable.name })}
          >
            ↑
          </button>
          <button
            type="button"
            className={button.icon}
            disabled={last}
            onClick={() => onMove(1)}
            aria-label={t("variable.down", { name: variable.name })}
          >
            ↓
          </button>
          <button
            type="button"
            className={button.icon}
            onClick={onRemove}
            aria-label={t("variable.remove", { name: variable.name })}
          >
            ×
          </button>
        </div>
      )}
    </li>
  );
}
