// A fake-provider test app with an MCP server on loopback added as a workspace server and turned on,
// and the helpers of the tool-call tests: the pending permission requests and the member's answer.
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { ToolPermissionRequest } from "@parley/shared-contracts/api/mcp";
import type { Client } from "./client.ts";
import { startFakeProviderApp } from "./fake-provider-app.ts";
import type { FakeProviderApp } from "./fake-provider-app.ts";

export interface McpEndpoint {
  url: string;
  stop(): Promise<void>;
}

/** startFakeProviderApp, then `server` added by the admin as `serverName` and turned on by the owner.
 * Closing the app stops the MCP server too. */
export async function startMcpProviderApp(
  options: Parameters<typeof startFakeProviderApp>[0] & { serverName: string; server: McpEndpoint },
): Promise<FakeProviderApp> {
  const { serverName, server, ...appOptions } = options;
  const app = await startFakeProviderApp(appOptions);
  const close = async () => {
    await app.close();
    await server.stop();
  };
  try {
    const added = await app.owner.post("/api/v1/admin/mcp/servers/", {
      json: { server_name: serverName, url: server.url },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json<{ id: number }>().id;
    const on = await app.owner.patch(`/api/v1/mcp/servers/${id}/`, { json: { server_enabled: true } });
    expect(on.statusCode, on.body).toBe(200);
  } catch (error) {
    await close();
    throw error;
  }
  return { ...app, close };
}

/** The tool calls of a conversation waiting for the member's permission. */
export async function pendingToolCalls(
  owner: Client,
  conversationId: number,
): Promise<ToolPermissionRequest[]> {
  const res = await owner.get(`/api/v1/mcp/tool-calls/?conversation_id=${conversationId}`);
  return res.json<{ results: ToolPermissionRequest[] }>().results;
}

/** The member's answer to a permission request (allow_once, allow_always or decline); must be accepted. */
export async function answerToolCall(
  owner: Client,
  request: ToolPermissionRequest,
  allowType: string,
): Promise<LightMyRequestResponse> {
  const res = await owner.post(`/api/v1/mcp/tool-calls/${request.tool_call_id}/run/`, {
    json: {
      conversationId: request.conversation_id,
      server: request.server,
      tool: request.tool,
      args: request.args,
      userConfirmation: true,
      allowType,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
