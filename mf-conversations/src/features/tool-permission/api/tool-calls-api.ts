import type { ToolDecision, ToolPermissionRequest, ToolRunResult } from "@parley/shared-contracts/api/mcp";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";

// Paths of shared-contracts/api/mcp (its zod schemas stay out of the chat screen's bundle).
const TOOL_CALLS_PATH = "/api/v1/mcp/tool-calls/";

/** The tool calls of a conversation waiting for this member's answer (a reload brings them back). */
export async function waitingToolCalls(
  api: ApiFetch,
  conversationId: number,
): Promise<ToolPermissionRequest[]> {
  const response = await api(`${TOOL_CALLS_PATH}?conversation_id=${conversationId}`);
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
  return ((await readJson(response)) as { results: ToolPermissionRequest[] }).results;
}

/** The spec's tool execution: the member's answer; an allow runs the tool and answers its result. */
export async function answerToolCall(
  api: ApiFetch,
  request: ToolPermissionRequest,
  decision: ToolDecision,
): Promise<ToolRunResult> {
  const response = await api(`${TOOL_CALLS_PATH}${request.tool_call_id}/run/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      conversationId: request.conversation_id,
      server: request.server,
      tool: request.tool,
      args: request.args,
      userConfirmation: true,
      allowType: decision,
    }),
  });
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
  return (await readJson(response)) as ToolRunResult;
}
