import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { DlpDetail } from "@parley/shared-contracts/api/dlp";
import { conversationKeys } from "../../../lib/api/conversation-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { refreshLatest } from "../../chat/api/refresh-latest.ts";
import type { StreamReplyOptions } from "../../chat/streaming/stream-reply.ts";
import { flattenPages, removeMessages, type MessageData } from "../../chat/utils/message-cache.ts";
import { dontSend } from "../api/dont-send.ts";
import type { DlpChoice } from "../components/dlp-dialog.tsx";

type Resume = (messageId: number, dlp: NonNullable<StreamReplyOptions["dlp"]>) => void;

/**
 * The DLP flow of the chat screen (docs/product/dlp.md § Streaming a held reply): a held reply opens the
 * dialog, unless the conversation already has a preference — then the server applied it, and a refusal is a
 * toast (except for a send whose scan ran out of time, which always asks). The choice follows the reply again with it, or removes the message (Don't send).
 */
export function useDlp(
  conversationId: number,
  hasPreference: boolean,
  /** Don't send: the message's text goes back into the chat box (nothing typed is lost). */
  onWithdrawn?: (text: string) => void,
) {
  const { api } = useShell();
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useConversationsTranslation();
  const [pending, setPending] = useState<{ messageId: number; detail: DlpDetail } | null>(null);
  const [busy, setBusy] = useState(false);

  const onDlp = useCallback(
    (messageId: number, detail: DlpDetail) => {
      // A send held unchecked (its scan ran out of time) always asks: no stored choice applied to it.
      if (hasPreference && detail.reason === undefined) {
        toast("error", t("dlp.detected"));
        void refreshLatest(client, api, conversationId).catch(() =>
          client.invalidateQueries({ queryKey: conversationKeys.messages(conversationId) }),
        );
        return;
      }
      setPending({ messageId, detail });
    },
    [api, client, conversationId, hasPreference, t, toast],
  );

  const choose = useCallback(
    async (resume: Resume, choice: DlpChoice, remember: boolean) => {
      if (!pending) return;
      setBusy(true);
      try {
        if (choice === "dont_send") {
          const key = conversationKeys.messages(conversationId);
          // Read before the call: the server's messages_deleted event may remove it from view first.
          const messages = flattenPages(client.getQueryData<MessageData>(key));
          const at = messages.findIndex((message) => message.id === pending.messageId);
          const withdrawn = messages.slice(0, Math.max(0, at)).findLast((message) => message.type === "user");
          const ids = await dontSend(api, pending.messageId, remember);
          client.setQueryData<MessageData>(key, (data) => removeMessages(data, ids));
          if (withdrawn && ids.includes(withdrawn.id) && withdrawn.content !== "")
            onWithdrawn?.(withdrawn.content);
        } else {
          resume(pending.messageId, { preference: choice, remember });
        }
        if (remember) void client.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
        setPending(null);
      } catch {
        toast("error", t("stream.failed"));
      } finally {
        setBusy(false);
      }
    },
    [api, client, conversationId, onWithdrawn, pending, t, toast],
  );

  return { pending, busy, onDlp, choose };
}
