// A tool call as a span: the member allows a workspace MCP server's tool, and the call it runs is an
// `execute_tool` span in the trace of that answer, below its server span (spans sent as OTLP JSON to a
// fake collector on loopback).
import { afterAll, beforeAll, expect, it } from "vitest";
import { startMcpTestServer } from "@parley/test-fakes/mcp-test-server";
import type { ChatCompletionRequest } from "@parley/test-fakes/openai-compatible-server";
import { eventually, send } from "../helpers/conversations.ts";
import { startFakeCollector } from "@parley/test-fakes/otlp-collector";
import type { CollectedSpan, FakeCollector } from "@parley/test-fakes/otlp-collector";
import type { FakeProviderApp } from "../helpers/fake-provider-app.ts";
import { answerToolCall, pendingToolCalls, startMcpProviderApp } from "../helpers/mcp-provider-app.ts";

let collector: FakeCollector;
let p: FakeProviderApp;

/** Calls tickets__echo once, then answers with what the tool said. */
function script(request: ChatCompletionRequest) {
  const last = request.messages?.at(-1);
  if (last?.role === "tool") return { text: `Model read: ${String(last.content)}` };
  return { text: "", toolCalls: [{ name: "tickets__echo", arguments: { message: "traced" } }] };
}

beforeAll(async () => {
  collector = await startFakeCollector();
  p = await startMcpProviderApp({
    providerModel: "fake-tools",
    script,
    serverName: "tickets",
    server: await startMcpTestServer(),
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint },
  });
});
afterAll(async () => {
  await p.close();
  await collector.close();
});

it("traces the tool call an allowed answer runs, in the answer's trace", async () => {
  const ids = await send(p.owner, { message: "Echo something", model_id: p.modelId });
  const [request] = await eventually(
    () => pendingToolCalls(p.owner, ids.conversation_id),
    (pending) => pending.length > 0,
  );
  const answer = await answerToolCall(p.owner, request!, "allow_once");
  await p.t.app.flushTraces();
  expect(collector.rejected).toEqual([]);
  const spans: CollectedSpan[] = collector.spans;
  const tool = spans.find((s) => s.name === "execute_tool echo");
  expect(tool).toMatchObject({
    kind: 3,
    attributes: {
      "gen_ai.operation.name": "execute_tool",
      "gen_ai.tool.name": "echo",
      "parley.tool.server": "tickets",
      "parley.tool.where": "mcp",
    },
  });
  const http = spans.find(
    (s) => s.kind === 2 && s.attributes["http.request.id"] === answer.headers["x-request-id"],
  );
  expect(http?.traceId).toBe(tool?.traceId);
  // Below the answer's server span, through whatever spans lie between.
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  let parent = byId.get(tool!.parentSpanId);
  while (parent !== undefined && parent.spanId !== http!.spanId) parent = byId.get(parent.parentSpanId);
  expect(parent?.spanId).toBe(http!.spanId);
});
