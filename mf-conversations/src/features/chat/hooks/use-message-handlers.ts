import { useCallback, useState } from "react";
import type { Message } from "@parley/shared-contracts/api/messages";
import type { StreamRegistry } from "../streaming/stream-registry.ts";
import { useMessageChanges } from "./use-message-changes.ts";
import { useRegenerate } from "./use-regenerate.ts";

/**
 * What the message list's buttons do, by message id: edit mode, save, save & regenerate,
 * regenerate, and delete behind a confirmation.
 */
export function useMessageHandlers(
  conversationId: number,
  messages: readonly Message[],
  modelId: number | null,
  registry: StreamRegistry,
) {
  const { edit, remove } = useMessageChanges(conversationId);
  const { regenerate, pending: regenerating } = useRegenerate(conversationId, registry);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const find = useCallback(
    (id: number) => {
      const index = messages.findIndex((message) => message.id === id);
      return { index, message: messages[index], previous: messages[index - 1], next: messages[index + 1] };
    },
    [messages],
  );

  const onRegenerate = useCallback(
    (id: number) => {
      const { message, previous } = find(id);
      if (message?.type === "assistant" && previous?.type === "user") {
        void regenerate(message, previous, modelId ?? message.model);
      }
    },
    [find, modelId, regenerate],
  );

  const onSave = useCallback(
    async (id: number, content: string) => {
      const result = await edit(id, content);
      if (!result.ok) return result.error;
      setEditingId(null);
      return null;
    },
    [edit],
  );

  const onSaveAndRegenerate = useCallback(
    async (id: number, content: string) => {
      const { message, next } = find(id);
      const result = await edit(id, content);
      if (!result.ok) return result.error;
      setEditingId(null);
      if (message && next?.type === "assistant") {
        await regenerate(next, { ...message, content }, modelId ?? next.model);
      }
      return null;
    },
    [edit, find, modelId, regenerate],
  );

  const confirmDelete = useCallback(async () => {
    if (deletingId === null) return;
    const id = deletingId;
    setDeletingId(null);
    await remove(id);
  }, [deletingId, remove]);

  return {
    editingId,
    startEdit: setEditingId,
    cancelEdit: useCallback(() => setEditingId(null), []),
    onSave,
    onSaveAndRegenerate,
    onRegenerate,
    regenerating,
    deletingId,
    askDelete: setDeletingId,
    cancelDelete: useCallback(() => setDeletingId(null), []),
    confirmDelete,
    /** The message to delete is a question to the model: its reply goes with it (the server's rule). */
    deletingWithReply: deletingId !== null && takesReply(find(deletingId)),
  };
}

function takesReply({ message, next }: { message: Message | undefined; next: Message | undefined }): boolean {
  return message?.type === "user" && !message.non_ai && next?.type === "assistant";
}
