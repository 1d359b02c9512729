import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { controlKeys } from "../api/collaboration-api.ts";

/**
 * Follows the realtime events of the open conversation: someone joined or left → the participants
 * are read again; the owner stopped collaboration while this member collaborated → `revoked` (the
 * page says so) and the chat screen and the list are told.
 */
export function useCollaborationEvents(conversationId: number): { revoked: boolean } {
  const { bus } = useShell();
  const client = useQueryClient();
  const [revokedId, setRevokedId] = useState<number | null>(null);
  useEffect(
    () =>
      bus.on("realtime.event", (event) => {
        if (!("conversation_id" in event) || event.conversation_id !== conversationId) return;
        if (event.type === "user_joined_conversation" || event.type === "user_leaved_conversation")
          void client.invalidateQueries({ queryKey: controlKeys.conversation(conversationId) });
        if (event.type === "collaboration_disabled") {
          setRevokedId(conversationId);
          client.removeQueries({ queryKey: controlKeys.conversation(conversationId) });
          bus.emit("conversation.collaboration-changed", { conversationId, change: "revoked" });
          bus.emit("conversations.changed", { reason: "realtime" });
        }
      }),
    [bus, client, conversationId],
  );
  return { revoked: revokedId === conversationId };
}
