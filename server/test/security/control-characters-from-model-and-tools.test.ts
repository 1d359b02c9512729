// Round 3 (low): a NUL or another control character from the model (text, reasoning, tool-call
// arguments) or from a tool (its result, its listed description) is stripped before anything is
// stored — the reply is stored and shown, never a failed reply or a database error. Tabs and line
// breaks stay.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatCompletionRequest } from "@parley/test-fakes/openai-compatible-server";
import type { Client } from "../helpers/client.ts";
import { eventually, send } from "../helpers/conversations.ts";
import { answerToolCall, pendingToolCalls, startMcpProviderApp } from "../helpers/mcp-provider-app.ts";
import { startLoopbackMcpServer } from "./loopback-mcp-server.ts";
import type { LoopbackMcpServer } from "./loopback-mcp-server.ts";

/** Every C0 control but tab, LF and CR, and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

let mcp: LoopbackMcpServer;
let owner: Client;
let modelId = "";
let close: () => Promise<void>;

function script(request: ChatCompletionRequest) {
  const messages = request.messages ?? [];
  const last = messages.at(-1);
  if (last?.role === "tool") return { text: `Tool said: ${String(last.content)}` };
  const user = typeof last?.content === "string" ? last.content : "";
  if (user.includes("use the tool"))
    return {
      text: "",
      toolCalls: [{ name: "noisy__shout", arguments: { message: "a\u0000b\u0007c\td" } }],
    };
  return {
    reasoning: "thin\u0000king\u0001 done",
    text: "Hello\u0000 world\u0001\u001b[31m red\u007f\tTab\nLine\u0000",
    chunkSize: 3,
  };
}

beforeAll(async () => {
  mcp = await startLoopbackMcpServer([
    {
      name: "shout",
      description: "Shouts\u0000 back\u0007",
      answer: (message) => `got ${message}\u0000!\u001b`,
    },
  ]);
  ({ owner, modelId, close } = await startMcpProviderApp({
    providerModel: "fake-controls",
    script,
    serverName: "noisy",
    server: mcp,
  }));
});
afterAll(() => close());

async function settled(conversationId: number, messageId: number) {
  const message = await eventually(
    async () =>
      (await owner.get(`/api/v1/conversations/${conversationId}/messages/`))
        .json<{ results: { id: number; content: string; status: string; error?: string | null }[] }>()
        .results.find((m) => m.id === messageId),
    (m) => m !== undefined && m.status !== "streaming",
    15_000,
  );
  if (message === undefined) throw new Error("reply not found");
  return message;
}

describe("control characters from the model and from tools", () => {
  it("strips them from streamed text and reasoning; the reply is stored complete", async () => {
    const sent = await send(owner, { message: "say something noisy", model_id: modelId });
    const message = await settled(sent.conversation_id, sent.assistant_message_id ?? 0);
    expect(message.status).toBe("complete");
    expect(message.content).not.toMatch(CONTROLS);
    expect(message.content).toContain("<think>thinking done</think>");
    expect(message.content).toContain("Hello world[31m red\tTab\nLine");
  });

  it("strips them from tool-call arguments, tool results and listed descriptions", async () => {
    const sent = await send(owner, { message: "please use the tool", model_id: modelId });
    const [request] = await eventually(
      () => pendingToolCalls(owner, sent.conversation_id),
      (results) => results.length > 0,
    );
    if (request === undefined) throw new Error("no permission request");
    expect(request.args).toEqual({ message: "abc\td" });
    expect(request.toolInfo.description).toBe("Shouts back");
    const run = await answerToolCall(owner, request, "allow_once");
    expect(run.json<{ result: string }>().result).toBe("got abc\td!");
    expect(mcp.calls.at(-1)).toEqual({ tool: "shout", message: "abc\td" });
    const message = await settled(sent.conversation_id, sent.assistant_message_id ?? 0);
    expect(message.status).toBe("complete");
    expect(message.content).not.toMatch(CONTROLS);
    expect(message.content).not.toContain("\\u0000");
    expect(message.content).toContain("Tool said: got abc\td!");
  });
});
