import button from "@parley/ui-kit/ui/button.module.css";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { useShell } from "../../../lib/shell-context.tsx";
import styles from "./tool-selector-button.module.css";

/**
 * The chat box's tool selector ('Agentics' while no tool is chosen): opens the tools panel, where
 * mf_tools lists the tools (the two remotes meet only on the bus).
 */
export function ToolSelectorButton() {
  const { bus } = useShell();
  const { t } = useConversationsTranslation();
  return (
    <button
      type="button"
      className={`${button.button} ${button.secondary} ${styles.selector}`}
      onClick={() => bus.emit("panel.opened", { panel: "tools" })}
      title={t("chatBox.toolsHint")}
      data-testid="chat-box.tools"
      data-tour="tool-selection"
    >
      {t("chatBox.tools")}
    </button>
  );
}
