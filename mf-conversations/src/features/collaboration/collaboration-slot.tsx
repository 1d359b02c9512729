import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { conversationKeys } from "../../lib/api/conversation-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import styles from "./collaboration-slot.module.css";

/** The parcel of mf_collaboration that shows the participants and the collaboration dialog. */
export const COLLABORATION_PARCEL = "mf_collaboration/CollaborationControls";

/**
 * Where the chat sub-header hosts mf_collaboration's controls (participants, collaboration dialog),
 * behind the account's `collaboration` flag. When collaboration changes
 * there, the conversation is read again here (participants, owner rules); a revoked collaborator
 * keeps the page until they dismiss the notice the parcel shows.
 *
 * `ready`: the remote is loaded once the chat box can be used (its models have been read), so its
 * entry and chunks do not compete with the first screen's (docs/benchmarks.md § Cold load); once
 * started it stays.
 */
export function CollaborationSlot({
  conversationId,
  ready = true,
}: {
  conversationId: number;
  ready?: boolean;
}) {
  const { mountParcel, flags, bus } = useShell();
  const client = useQueryClient();
  const slot = useRef<HTMLSpanElement>(null);
  // Latched during render (React's pattern for state that follows a prop): never unmounted again.
  const [started, setStarted] = useState(ready);
  if (ready && !started) setStarted(true);
  // Also on a new conversation (id 0): the button is in the sub-header from the start
  // (docs/product/collaboration.md § Collaboration dialog).
  const enabled = flags.collaboration !== false;

  useEffect(() => {
    const element = slot.current;
    if (!enabled || !started || !element) return;
    // A fresh element per mount: the previous parcel may still be unmounting from its own.
    const host = element.appendChild(document.createElement("span"));
    let unmount: (() => Promise<void>) | null = null;
    let gone = false;
    mountParcel(COLLABORATION_PARCEL, host, { conversationId }).then(
      (stop) => {
        if (gone) void stop().finally(() => host.remove());
        else unmount = stop;
      },
      (error: unknown) => console.warn("mf_conversations: collaboration controls unavailable", error),
    );
    return () => {
      gone = true;
      if (unmount) void unmount().finally(() => host.remove());
    };
  }, [conversationId, enabled, started, mountParcel]);

  useEffect(
    () =>
      bus.on("conversation.collaboration-changed", (change) => {
        if (change.conversationId !== conversationId || change.change === "revoked") return;
        void client.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
      }),
    [bus, client, conversationId],
  );

  if (!enabled) return null;
  return <span ref={slot} className={styles.slot} data-testid="sub-header.collaboration" />;
}
