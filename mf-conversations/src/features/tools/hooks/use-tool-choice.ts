import { useEffect } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useChosenTool } from "../state/chosen-tool.ts";

/** Takes the tool mf_tools hands over on the bus (`tool.chosen`) for the chat box. */
export function useToolChoice(): void {
  const { bus } = useShell();
  const choose = useChosenTool((state) => state.choose);
  useEffect(() => bus.on("tool.chosen", ({ tool }) => choose(tool)), [bus, choose]);
}
