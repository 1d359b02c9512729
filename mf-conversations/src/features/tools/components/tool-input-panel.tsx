import { useId } from "react";
import type { ToolVariable } from "@parley/shared-contracts/api/tools";
import button from "@parley/ui-kit/ui/button.module.css";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { useChosenTool } from "../state/chosen-tool.ts";
import styles from "./tool-input-panel.module.css";

function VariableInput({ variable }: { variable: ToolVariable }) {
  const id = useId();
  const value = useChosenTool((state) => state.values[variable.name]);
  const setValue = useChosenTool((state) => state.setValue);
  const label = (
    <span className={styles.label}>
      <bdi>{variable.name}</bdi>
      {variable.description !== "" && <span className={styles.description}>{variable.description}</span>}
    </span>
  );
  if (variable.type === "multi-select") {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className={styles.field}>
        <legend>{label}</legend>
        {variable.allowed_values.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(event) =>
                setValue(
                  variable.name,
                  event.target.checked ? [...chosen, option] : chosen.filter((v) => v !== option),
                )
              }
            />
            <bdi>{option}</bdi>
          </label>
        ))}
      </fieldset>
    );
  }
  const text = typeof value === "string" ? value : "";
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {variable.type === "single-select" ? (
        <select id={id} value={text} onChange={(event) => setValue(variable.name, event.target.value)}>
          {variable.allowed_values.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={variable.type === "url" ? "url" : "text"}
          value={text}
          onChange={(event) => setValue(variable.name, event.target.value)}
          data-testid={`tool-input.${variable.name}`}
        />
      )}
    </div>
  );
}

/**
 * The tool input panel above the chat box (docs/product/conversations.md § Tool input panel): the
 * chosen tool's name, one input per variable, collapse or expand, close, and Send.
 */
export function ToolInputPanel({ onSend, sending }: { onSend: () => void; sending: boolean }) {
  const { t } = useConversationsTranslation();
  const { tool, collapsed, toggle, clear } = useChosenTool();
  const bodyId = useId();
  if (tool === null) return null;
  return (
    <section
      className={styles.panel}
      aria-label={t("tool.panel", { name: tool.name })}
      data-testid="tool-input"
    >
      <header className={styles.header}>
        <h2 className={styles.name}>
          <bdi>{tool.name}</bdi>
        </h2>
        <button
          type="button"
          className={button.icon}
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          aria-label={collapsed ? t("tool.expand") : t("tool.collapse")}
          title={collapsed ? t("tool.expand") : t("tool.collapse")}
        >
          {collapsed ? "▸" : "▾"}
        </button>
        <button
          type="button"
          className={button.icon}
          onClick={clear}
          aria-label={t("tool.close")}
          title={t("tool.close")}
          data-testid="tool-input.close"
        >
          ×
        </button>
      </header>
      <div id={bodyId} hidden={collapsed} className={styles.body}>
        {tool.variables.map((variable) => (
          <VariableInput key={variable.name} variable={variable} />
        ))}
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          onClick={onSend}
          disabled={sending}
          data-testid="tool-input.send"
          data-tour="execute-tool"
        >
          {t("tool.send")}
        </button>
      </div>
    </section>
  );
}
