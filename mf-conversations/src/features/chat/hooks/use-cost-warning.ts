import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Conversation } from "@parley/shared-contracts/api/conversations";
import { conversationKeys, updateConversation } from "../../../lib/api/conversation-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";

/** Dismisses the $5 warning for good (PATCH cost_warning_dismissed); it hides at once. */
export function useDismissCostWarning(conversationId: number) {
  const { api } = useShell();
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useConversationsTranslation();
  return useCallback(async () => {
    const key = conversationKeys.detail(conversationId);
    const set = (dismissed: boolean) =>
      client.setQueryData<Conversation>(key, (current) =>
        current ? { ...current, cost_warning_dismissed: dismissed } : current,
      );
    set(true);
    try {
      await updateConversation(api, conversationId, { cost_warning_dismissed: true });
    } catch {
      set(false);
      toast("error", t("error.other", { ns: "common" }));
    }
  }, [api, client, conversationId, t, toast]);
}
