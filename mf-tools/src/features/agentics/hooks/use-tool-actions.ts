import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ToolSummary } from "@parley/shared-contracts/api/tools";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { saveBlob } from "@parley/ui-kit/browser/save-blob.ts";
import { chosenToolOf } from "../../../lib/chosen-tool.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { deleteTool, downloadTool, readTool, toolKeys } from "../api/tools-api.ts";

/** Download and delete (after confirming) of the listed tools, with the catalogue's failures. */
export function useToolActions() {
  const { api, bus } = useShell();
  const { t } = useToolsTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<ToolSummary | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [choosing, setChoosing] = useState<number | null>(null);

  const remove = useMutation({
    mutationFn: (tool: ToolSummary) => deleteTool(api, tool.id),
    onSuccess: (_answer, tool) => {
      setDeleting(null);
      toast("success", t("delete.done", { name: tool.name }));
      void client.invalidateQueries({ queryKey: toolKeys.all });
    },
    onError: () => toast("error", t("delete.failed")),
  });

  const download = async (tool: ToolSummary) => {
    setDownloading(tool.id);
    try {
      const file = await downloadTool(api, tool.id);
      saveBlob(file.blob, file.fileName);
    } catch {
      toast("error", t("download.failed"));
    } finally {
      setDownloading(null);
    }
  };

  /** Hands the tool (its variables in order) to the chat box over the bus. */
  const choose = async (tool: ToolSummary) => {
    setChoosing(tool.id);
    try {
      bus.emit("tool.chosen", { tool: chosenToolOf(await readTool(api, tool.id)) });
    } catch {
      toast("error", t("choose.failed"));
    } finally {
      setChoosing(null);
    }
  };

  return {
    choose,
    choosing,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => deleting && remove.mutate(deleting),
    removing: remove.isPending,
    download,
    downloading,
  };
}
