import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Message } from "@parley/shared-contracts/api/messages";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { refreshLatest } from "../api/refresh-latest.ts";
import { sendMessage } from "../api/send-message.ts";
import type { StreamRegistry } from "../streaming/stream-registry.ts";
import { browserSessionId } from "../utils/browser-session.ts";
import { desktopUuid } from "../utils/desktop-uuid.ts";
import { actionErrorText } from "../utils/send-error.ts";

/**
 * Regenerate (docs/product/conversations.md § Message actions): sends the prompt again with
 * regenerate_message_id = the reply to replace and the chosen model; the new reply then streams like any
 * other.
 */
export function useRegenerate(conversationId: number, registry: StreamRegistry) {
  const { api, bus } = useShell();
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useConversationsTranslation();
  const [pending, setPending] = useState(false);

  const regenerate = useCallback(
    async (reply: Message, prompt: Message, modelId: number | null): Promise<boolean> => {
      setPending(true);
      // The old reply's session (settled or failed) goes first: the new reply is joined as soon as
      // the server announces it, which can be before this call returns.
      registry.forget(reply.id);
      try {
        await sendMessage(api, {
          message: prompt.content,
          conversationId,
          modelId,
          nonAi: false,
          regenerateMessageId: reply.id,
          browserSessionId: browserSessionId(),
          desktopUuid: desktopUuid(),
        });
      } catch (error) {
        toast("error", actionErrorText(error, t, t("regenerate.failed")));
        setPending(false);
        return false;
      }
      try {
        await refreshLatest(client, api, conversationId);
        bus.emit("conversations.changed", { reason: "message" });
      } catch {
        toast("error", t("messages.loadFailed"));
      } finally {
        setPending(false);
      }
      return true;
    },
    [api, bus, client, conversationId, registry, t, toast],
  );

  return { regenerate, pending };
}
