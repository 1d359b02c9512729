import button from "@parley/ui-kit/ui/button.module.css";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { TOOL_BADGE_MAX_CHARS } from "@parley/shared-contracts/constants";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useChosenTool } from "../state/chosen-tool.ts";
import styles from "./tool-selector-button.module.css";

/**
 * The chat box's tool selector ('Agentics' while no tool is chosen, else the tool's name): opens the
 * tools panel, where mf_tools lists the tools (the two remotes meet only on the bus).
 */
export function ToolSelectorButton() {
  const { bus } = useShell();
  const { t } = useConversationsTranslation();
  const name = useChosenTool((state) => state.tool?.name);
  // The chosen tool's name, cut after TOOL_BADGE_MAX_CHARS characters.
  const label =
    name === undefined
      ? t("chatBox.tools")
      : [...name].length > TOOL_BADGE_MAX_CHARS
        ? `${[...name].slice(0, TOOL_BADGE_MAX_CHARS).join("")}…`
        : name;
  return (
    <button
      type="button"
      className={`${button.button} ${button.secondary} ${styles.selector}`}
      onClick={() => bus.emit("panel.opened", { panel: "tools" })}
      title={name ?? t("chatBox.toolsHint")}
      data-testid="chat-box.tools"
      data-tour="tool-selection"
    >
      <bdi>{label}</bdi>
    </button>
  );
}
