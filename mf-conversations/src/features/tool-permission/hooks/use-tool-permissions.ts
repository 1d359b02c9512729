import { useCallback, useEffect, useState } from "react";
import type { ToolDecision, ToolPermissionRequest } from "@parley/shared-contracts/api/mcp";
import { HttpError } from "@parley/ui-kit/http-error.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { answerToolCall, waitingToolCalls } from "../api/tool-calls-api.ts";

/**
 * The tool calls of the open conversation that wait for this member (docs/product/tools.md § Tool
 * permission): read when the conversation opens (a reload brings the dialog back), added by the
 * realtime request, removed when answered here or in another tab, or when their reply is over.
 * Only the member whose message started the reply receives requests: others see the tool section.
 */
export function useToolPermissions(conversationId: number | null, streamingIds: ReadonlySet<number>) {
  const { api, bus, realtime } = useShell();
  const { t } = useConversationsTranslation();
  const [requests, setRequests] = useState<ToolPermissionRequest[]>([]);
  const [busy, setBusy] = useState(false);

  // Heard whatever conversation is open: a new conversation's first reply may ask before the screen
  // knows the conversation's id, and the read below may come before the request exists.
  useEffect(
    () =>
      bus.on("realtime.event", (event) => {
        if (event.type === "tool_permission_requested")
          setRequests((current) => merge(current, [event.request]));
        if (event.type === "tool_permission_resolved")
          setRequests((current) => current.filter((r) => r.tool_call_id !== event.tool_call_id));
      }),
    [bus],
  );

  useEffect(() => {
    if (conversationId === null) return;
    let alive = true;
    const read = () =>
      waitingToolCalls(api, conversationId)
        .then((waiting) => {
          if (alive) setRequests((current) => merge(current, waiting));
        })
        .catch(() => undefined);
    void read();
    // A request sent while the realtime connection was not open (a page still connecting when its
    // first reply asked, or a reconnect) never arrives as an event: read again once it opens.
    let wasOpen = realtime.isOpen();
    const offStatus = bus.on("realtime.status", ({ open }) => {
      if (open && !wasOpen) void read();
      wasOpen = open;
    });
    return () => {
      alive = false;
      offStatus();
    };
  }, [api, bus, conversationId, realtime]);

  // A reply that ended (stopped, failed, finished) asks nothing more.
  const open = requests.filter(
    (request) => request.conversation_id === conversationId && streamingIds.has(request.message_id),
  );
  const current = open[0];

  const answer = useCallback(
    async (decision: ToolDecision) => {
      if (current === undefined) return;
      // The dialog closes at once; the reply's tool section shows the run.
      setRequests((list) => list.filter((r) => r.tool_call_id !== current.tool_call_id));
      setBusy(true);
      try {
        await answerToolCall(api, current, decision);
      } catch (error) {
        // 409: answered meanwhile (another tab, or the wait ran out): nothing to say.
        if (error instanceof HttpError && error.status === 409) return;
        bus.emit("toast.shown", { kind: "error", message: t("toolPermission.failed") });
        // Still waiting on the server: ask again.
        if (!(error instanceof HttpError)) setRequests((list) => merge(list, [current]));
      } finally {
        setBusy(false);
      }
    },
    [api, bus, current, t],
  );

  return { current, waiting: Math.max(0, open.length - 1), busy, answer };
}

function merge(current: ToolPermissionRequest[], incoming: ToolPermissionRequest[]): ToolPermissionRequest[] {
  const known = new Set(current.map((r) => r.tool_call_id));
  return [...current, ...incoming.filter((r) => !known.has(r.tool_call_id))].sort(
    (a, b) => a.tool_call_id - b.tool_call_id,
  );
}
