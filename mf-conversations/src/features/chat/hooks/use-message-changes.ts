import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { conversationKeys } from "../../../lib/api/conversation-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { deleteMessage, editMessage } from "../api/message-actions.ts";
import { removeMessages, updateMessage, type MessageData } from "../utils/message-cache.ts";
import { actionErrorText } from "../utils/send-error.ts";

export type EditResult = { ok: true } | { ok: false; error: string };

/** Edit and delete of a message, keeping the cached conversation in step. */
export function useMessageChanges(conversationId: number) {
  const { api, bus } = useShell();
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useConversationsTranslation();
  const key = conversationKeys.messages(conversationId);

  const edit = useCallback(
    async (id: number, content: string): Promise<EditResult> => {
      try {
        await editMessage(api, id, content);
      } catch (error) {
        return { ok: false, error: actionErrorText(error, t, t("edit.failed")) };
      }
      client.setQueryData<MessageData>(key, (data) =>
        updateMessage(data, id, (message) => ({ ...message, content, edited_at: new Date().toISOString() })),
      );
      return { ok: true };
    },
    [api, client, key, t],
  );

  const remove = useCallback(
    async (id: number): Promise<boolean> => {
      let removed: number[];
      try {
        removed = await deleteMessage(api, id);
      } catch {
        toast("error", t("delete.failed"));
        return false;
      }
      client.setQueryData<MessageData>(key, (data) => removeMessages(data, removed));
      void client.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
      bus.emit("conversations.changed", { reason: "message" });
      return true;
    },
    [api, bus, client, conversationId, key, t, toast],
  );

  return { edit, remove };
}
