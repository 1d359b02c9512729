// Round 3 (low): when one model step makes several tool calls, each call's result shows under that
// call (paired by tool-call id, not by arrival), and a declined call shows only the spec's "The user
// disallowed the function" — never another call's result. A real MCP server on loopback, the fake
// provider returning two calls in one step.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ToolPermissionRequest } from "@parley/shared-contracts/api/mcp";
import { startMcpTestServer } from "@parley/test-fakes/mcp-test-server";
import type { McpTestServer } from "@parley/test-fakes/mcp-test-server";
import type { ChatCompletionRequest } from "@parley/test-fakes/openai-compatible-server";
import type { Client } from "../helpers/client.ts";
import { eventually, send } from "../helpers/conversations.ts";
import { answerToolCall, pendingToolCalls, startMcpProviderApp } from "../helpers/mcp-provider-app.ts";
import { DECLINED_TEXT } from "../../src/modules/mcp/tool-calls.ts";

let mcp: McpTestServer;
let owner: Client;
let modelId = "";
let close: () => Promise<void>;

/** The first step calls echo twice; after the results the model answers in words. */
function script(request: ChatCompletionRequest) {
  if (request.messages?.at(-1)?.role === "tool") return { text: "Both calls are done." };
  return {
    text: "",
    toolCalls: [
      { name: "tickets__echo", arguments: { message: "first" } },
      { name: "tickets__echo", arguments: { message: "second" } },
    ],
  };
}

beforeAll(async () => {
  mcp = await startMcpTestServer();
  ({ owner, modelId, close } = await startMcpProviderApp({
    providerModel: "fake-two-calls",
    script,
    env: { PARLEY_TOOL_PERMISSION_TIMEOUT_MS: "10000" },
    serverName: "tickets",
    server: mcp,
  }));
});
afterAll(() => close());

async function nextRequest(conversationId: number, seen: Set<number>): Promise<ToolPermissionRequest> {
  const results = await eventually(
    async () => (await pendingToolCalls(owner, conversationId)).filter((r) => !seen.has(r.tool_call_id)),
    (list) => list.length > 0,
  );
  const request = results[0] as ToolPermissionRequest;
  seen.add(request.tool_call_id);
  return request;
}

const answer = (request: ToolPermissionRequest, allowType: string) =>
  answerToolCall(owner, request, allowType);

/** The reply's tool sections, in order. */
async function toolSections(conversationId: number, messageId: number): Promise<string[]> {
  const message = await eventually(
    async () =>
      (await owner.get(`/api/v1/conversations/${conversationId}/messages/`))
        .json<{ results: { id: number; content: string; status: string }[] }>()
        .results.find((m) => m.id === messageId),
    (m) => m !== undefined && m.status !== "streaming",
    15_000,
  );
  expect(message?.status).toBe("complete");
  expect(message?.content).toContain("Both calls are done.");
  return [...(message?.content ?? "").matchAll(/<tool>([\s\S]*?)<\/tool>/g)].map((m) => m[1] ?? "");
}

describe("several tool calls in one model step", () => {
  it("shows each result under its own call", async () => {
    const sent = await send(owner, { message: "two calls please", model_id: modelId });
    const seen = new Set<number>();
    await answer(await nextRequest(sent.conversation_id, seen), "allow_once");
    await answer(await nextRequest(sent.conversation_id, seen), "allow_once");
    const sections = await toolSections(sent.conversation_id, sent.assistant_message_id ?? 0);
    expect(sections).toHaveLength(2);
    expect(sections[0]).toContain('"message": "first"');
    expect(sections[0]).toContain("echo: first");
    expect(sections[0]).not.toContain("echo: second");
    expect(sections[1]).toContain('"message": "second"');
    expect(sections[1]).toContain("echo: second");
    expect(sections[1]).not.toContain("echo: first");
  });

  it("a declined call shows only that the user disallowed the function", async () => {
    const sent = await send(owner, { message: "two calls, decline the first", model_id: modelId });
    const seen = new Set<number>();
    await answer(await nextRequest(sent.conversation_id, seen), "decline");
    await answer(await nextRequest(sent.conversation_id, seen), "allow_once");
    const sections = await toolSections(sent.conversation_id, sent.assistant_message_id ?? 0);
    expect(sections).toHaveLength(2);
    const declinedResult = (sections[0] ?? "").split(/```\n/).at(-1)?.trim();
    expect(declinedResult).toBe(`_${DECLINED_TEXT}_`);
    expect(sections[0]).not.toContain("echo:");
    expect(sections[1]).toContain("echo: second");
    expect(sections[1]).not.toContain(DECLINED_TEXT);
  });
});
