// Runs an allowed call of a local tool: the server cannot reach the member's desktop, so it asks the
// page that last posted that desktop's tools (invoke_local_mcp_server over the websocket); that page
// runs the tool through its helper app and reports the result (PATCH /api/v1/tool-calls/{id}/), which
// settles the call. Nobody reports in time (the page closed, the helper stopped): the call fails.
import type { ToolRunResult } from "@parley/shared-contracts/api/mcp";
import * as mcpRepo from "../mcp/repository.ts";
import type { ToolCallRow } from "../mcp/repository.ts";
import { report, settledOf, toolCallTopic } from "../mcp/tool-calls.ts";
import type { ToolCallDeps } from "../mcp/tool-calls.ts";
import { listSessions } from "./repository.ts";

export const HELPER_NOT_RUNNING = "The desktop helper app is not running, or no longer offers this tool.";
export const NO_PAGE_RAN_IT = "No open Parley page with the desktop helper app ran this tool in time.";

export interface LocalCallDeps extends ToolCallDeps {
  /** How long the page may take (the helper's own tool limit is 2 minutes). */
  timeoutMs: number;
}

function resultOf(row: ToolCallRow): ToolRunResult {
  return {
    status: row.status === "success" ? "success" : "error",
    result: row.result,
    error: row.error,
  };
}

async function fail(deps: LocalCallDeps, row: ToolCallRow, error: string): Promise<ToolRunResult> {
  const updated = await report(deps, row, {
    status: "error",
    result: null,
    error,
  });
  // Else the page's report won the race: its outcome stands.
  const final = updated ?? (await mcpRepo.findToolCall(deps.db, row.account_id, row.id)) ?? row;
  return resultOf(final);
}

/** Sends the running call to the member's page and waits for its report (or the time limit). */
export async function runLocal(deps: LocalCallDeps, row: ToolCallRow): Promise<ToolRunResult> {
  const sessions = await listSessions(deps.db, row.account_id, row.asked_member_id);
  const session = sessions.find((s) =>
    s.tools.some((tool) => tool.server_name === row.server_name && tool.tool_name === row.tool_name),
  );
  if (session === undefined) return fail(deps, row, HELPER_NOT_RUNNING);

  let settle: () => void = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const unsubscribe = await deps.pubsub.subscribe(toolCallTopic(row.id), () => settle());
  const timer = setTimeout(settle, deps.timeoutMs);
  try {
    await deps.toMember(row.account_id, row.asked_member_id, {
      type: "invoke_local_mcp_server",
      payload: {
        tool_call_id: row.id,
        conversation_id: row.conversation_id,
        uuid: session.uuid,
        session_uuid: session.session_uuid,
        server_name: row.server_name,
        tool_name: row.tool_name,
        arguments: row.arguments,
      },
    });
    await settled;
  } finally {
    clearTimeout(timer);
    await unsubscribe();
  }
  const current = await mcpRepo.findToolCall(deps.db, row.account_id, row.id);
  if (current !== undefined && settledOf(current) !== undefined) return resultOf(current);
  return fail(deps, current ?? row, NO_PAGE_RAN_IT);
}
