import { chosenToolOf } from "../../../lib/chosen-tool.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { ToolEditor } from "./tool-editor.tsx";

/**
 * The editor of the tool chosen in the chat box, opened from its input panel: each Save hands the
 * stored tool to the chat box again, so the panel shows its new name and variables.
 */
export function ChosenToolEditor({ toolId, onClose }: { toolId: number; onClose: () => void }) {
  const { bus } = useShell();
  return (
    <ToolEditor
      toolId={toolId}
      onClose={onClose}
      onSaved={(tool) => bus.emit("tool.chosen", { tool: chosenToolOf(tool) })}
    />
  );
}
