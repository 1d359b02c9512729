import { useEffect, useRef } from "react";
import type { LocalToolInvocation } from "@parley/shared-contracts/api/desktop-tools";
import { useShell } from "../../../lib/shell-context.tsx";
import { reportToolCall } from "../api/desktop-tools-api.ts";
import type { HelperClient } from "../api/helper-client.ts";
import { pageSessionUuid } from "../utils/page-session.ts";
import { toolResultText } from "../utils/tool-result-text.ts";

const HELPER_FAILED = "The desktop helper app could not run the tool";

/**
 * Runs the local tool calls the server sends this page (invoke_local_mcp_server, after the member
 * allowed them in the permission dialog) through the helper and reports each result. Only the page
 * that posted the desktop's tools runs them; a call is run once even if the event comes twice.
 */
export function useLocalInvocations(client: HelperClient | undefined) {
  const { api, bus } = useShell();
  const seen = useRef(new Set<number>());

  useEffect(() => {
    if (client === undefined) return;
    async function run(call: LocalToolInvocation, helper: HelperClient) {
      let outcome: { status: "success" | "error"; result: string | null; error: string | null };
      try {
        const result = await helper.executeTool({
          serverName: call.server_name,
          toolName: call.tool_name,
          arguments: call.arguments,
        });
        const text = toolResultText(result);
        outcome = result.isError
          ? { status: "error", result: null, error: text || HELPER_FAILED }
          : { status: "success", result: text, error: null };
      } catch (error) {
        outcome = { status: "error", result: null, error: `${HELPER_FAILED}: ${String(error)}` };
      }
      await reportToolCall(api, call.tool_call_id, outcome).catch((error: unknown) =>
        console.warn("local tool result not reported", error),
      );
    }
    return bus.on("realtime.event", (event) => {
      if (event.type !== "invoke_local_mcp_server") return;
      const call = event.payload;
      if (call.session_uuid !== pageSessionUuid() || seen.current.has(call.tool_call_id)) return;
      seen.current.add(call.tool_call_id);
      void run(call, client);
    });
  }, [api, bus, client]);
}
