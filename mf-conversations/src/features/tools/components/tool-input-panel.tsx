import { useEffect, useId, useRef, useState, type RefObject } from "react";
import type { ToolVariable } from "@parley/shared-contracts/api/tools";
import type { UnmountParcel } from "@parley/shared-contracts/shell";
import button from "@parley/ui-kit/ui/button.module.css";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { EditIcon } from "../../../lib/ui/icons.tsx";
import { useChosenTool } from "../state/chosen-tool.ts";
import styles from "./tool-input-panel.module.css";

/** mf_tools's tool edit dialog, mounted on Edit (the tools remote owns the editor). */
const TOOL_EDITOR_PARCEL = "mf_tools/ToolEditorDialog";

/**
 * While `toolId` is set, mounts the tool edit dialog of mf_tools into `slot`; `onClose` when the member
 * closes it (or it cannot load: the panel stays as it was).
 */
function useToolEditorParcel(
  slot: RefObject<HTMLElement | null>,
  toolId: number | null,
  onClose: () => void,
): void {
  const { mountParcel } = useShell();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const element = slot.current;
    if (toolId === null || !element) return;
    // A fresh element per mount: the previous dialog may still be unmounting from its own.
    const host = element.appendChild(document.createElement("span"));
    let unmount: UnmountParcel | null = null;
    let gone = false;
    mountParcel(TOOL_EDITOR_PARCEL, host, { toolId, onClose: () => close.current() }).then(
      (stop) => {
        if (gone) void stop().finally(() => host.remove());
        else unmount = stop;
      },
      (error: unknown) => {
        console.warn("mf_conversations: the tool editor is unavailable", error);
        host.remove();
        close.current();
      },
    );
    return () => {
      gone = true;
      if (unmount) void unmount().finally(() => host.remove());
    };
  }, [slot, toolId, mountParcel]);
}

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
 * chosen tool's name, one input per variable, edit (the tools remote's edit dialog, when the member
 * may view a part of the tool), collapse or expand, close, and Send.
 */
export function ToolInputPanel({ onSend, sending }: { onSend: () => void; sending: boolean }) {
  const { t } = useConversationsTranslation();
  const { tool, collapsed, toggle, clear } = useChosenTool();
  const bodyId = useId();
  const editorSlot = useRef<HTMLSpanElement>(null);
  const [editing, setEditing] = useState<number | null>(null);
  // A tool closed meanwhile takes its dialog with it.
  useToolEditorParcel(editorSlot, tool === null ? null : editing, () => setEditing(null));
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
        {tool.editable === true && (
          <button
            type="button"
            className={button.icon}
            onClick={() => setEditing(tool.id)}
            aria-haspopup="dialog"
            aria-label={t("tool.edit")}
            title={t("tool.edit")}
            data-testid="tool-input.edit"
          >
            <EditIcon />
          </button>
        )}
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
      <span ref={editorSlot} hidden data-testid="tool-input.editor-slot" />
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
