import { useCallback, useState } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { HttpError } from "@parley/ui-kit/http-error.ts";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { exportConversation, exportFileName } from "../api/export-conversation.ts";
import { truncateForCopy } from "../utils/truncate-for-copy.ts";
import { saveBlob } from "@parley/ui-kit/browser/save-blob.ts";

const isRateLimited = (error: unknown) => error instanceof HttpError && error.status === 429;

/** Saves a blob through a temporary link (the spec's "blob link"). */

/**
 * Download and copy of the conversation as markdown (docs/product/conversations.md § Download and copy, §
 * Error catalogue): 429 gives the limit texts, other failures 'Failed to download/copy conversation', a
 * refused clipboard its own text, and an oversized copy is cut with '[Content truncated due to size]' and a
 * warning.
 */
export function useConversationExport(conversationId: number, name: string) {
  const { api } = useShell();
  const toast = useToast();
  const { t } = useConversationsTranslation();
  const [busy, setBusy] = useState<"download" | "copy" | null>(null);

  const download = useCallback(async () => {
    setBusy("download");
    try {
      saveBlob(await exportConversation(api, conversationId), exportFileName(name));
    } catch (error) {
      toast("error", isRateLimited(error) ? t("download.limit") : t("download.failed"));
    } finally {
      setBusy(null);
    }
  }, [api, conversationId, name, t, toast]);

  const copy = useCallback(async () => {
    setBusy("copy");
    try {
      let text: string;
      try {
        text = await (await exportConversation(api, conversationId)).text();
      } catch (error) {
        toast("error", isRateLimited(error) ? t("copy.limit") : t("copy.failed"));
        return;
      }
      const copied = truncateForCopy(text);
      try {
        await navigator.clipboard.writeText(copied.text);
      } catch {
        toast("error", t("copy.clipboardFailed"));
        return;
      }
      if (copied.truncated) toast("warning", t("copy.truncated"));
      else toast("success", t("copy.done"));
    } finally {
      setBusy(null);
    }
  }, [api, conversationId, t, toast]);

  return { download, copy, busy };
}
