import { useCallback } from "react";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type {
  Conversation,
  ConversationPage,
  ConversationSummary,
} from "@parley/shared-contracts/api/conversations";
import {
  conversationKeys,
  deleteConversation,
  updateConversation,
} from "../../../lib/api/conversation-api.ts";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";

type ListData = InfiniteData<ConversationPage, number>;

function mapRows(data: ListData | undefined, change: (rows: ConversationSummary[]) => ConversationSummary[]) {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, results: change(page.results) })) };
}

/**
 * Rename and delete from the sidebar. Delete is optimistic
 * (docs/product/conversations.md § Conversation sidebar): the row disappears at once and comes back if the
 * server refuses; leaving the deleted conversation opens a new one.
 */
export function useConversationMutations(activeId: number | null) {
  const { api, bus, navigate } = useShell();
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useConversationsTranslation();

  const remove = useCallback(
    async (id: number) => {
      const lists = conversationKeys.lists();
      await client.cancelQueries({ queryKey: lists });
      const snapshot = client.getQueriesData<ListData>({ queryKey: lists });
      client.setQueriesData<ListData>({ queryKey: lists }, (data) =>
        mapRows(data, (rows) => rows.filter((row) => row.id !== id)),
      );
      try {
        await deleteConversation(api, id);
      } catch (error) {
        for (const [key, data] of snapshot) client.setQueryData(key, data);
        toast("error", serverMessage(error) ?? t("sidebar.deleteFailed"));
        return;
      }
      client.removeQueries({ queryKey: conversationKeys.detail(id) });
      client.removeQueries({ queryKey: conversationKeys.messages(id) });
      bus.emit("conversations.changed", { reason: "deleted" });
      if (id === activeId) navigate("/conversations/new");
    },
    [activeId, api, bus, client, navigate, t, toast],
  );

  /** Resolves to an error text, or null when saved. */
  const rename = useCallback(
    async (id: number, name: string): Promise<string | null> => {
      let saved: Conversation;
      try {
        saved = await updateConversation(api, id, { name });
      } catch (error) {
        return serverMessage(error) ?? t("sidebar.renameFailed");
      }
      const newName = saved?.name ?? name;
      client.setQueriesData<ListData>({ queryKey: conversationKeys.lists() }, (data) =>
        mapRows(data, (rows) => rows.map((row) => (row.id === id ? { ...row, name: newName } : row))),
      );
      client.setQueryData<Conversation>(conversationKeys.detail(id), (current) =>
        current ? { ...current, name: newName } : current,
      );
      bus.emit("conversations.changed", { reason: "renamed" });
      return null;
    },
    [api, bus, client, t],
  );

  return { remove, rename };
}
