import { toolCallEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import type { ToolDecision, ToolPermissionRequest, ToolRunResult } from "@parley/shared-contracts/api/mcp";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

/** The tool calls of a conversation waiting for this member's answer (a reload brings them back). */
export async function waitingToolCalls(
  api: ApiFetch,
  conversationId: number,
): Promise<ToolPermissionRequest[]> {
  const answer = await callApi(api, toolCallEndpoints.waiting, {
    query: { conversation_id: conversationId },
  });
  return answer.results;
}

/** The spec's tool execution: the member's answer; an allow runs the tool and answers its result. */
export async function answerToolCall(
  api: ApiFetch,
  request: ToolPermissionRequest,
  decision: ToolDecision,
): Promise<ToolRunResult> {
  return callApi(api, toolCallEndpoints.run, {
    params: { id: request.tool_call_id },
    body: {
      conversationId: request.conversation_id,
      server: request.server,
      tool: request.tool,
      args: request.args,
      userConfirmation: true,
      allowType: decision,
    },
  });
}
