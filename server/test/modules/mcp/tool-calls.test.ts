// MCP tool calls inside replies, end to end on the server: a real MCP server (the SDK test server on
// loopback) added by an admin, a member switching it on, the fake provider streaming tool_calls, the
// permission answers (allow once / for the conversation / always, decline, decline never, stop), no
// answer in time, a changed tool asking again, error results, a server gone mid-call, nested
// schemas, DLP over results, aggressiveness, and who may see and answer what.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ToolPermissionRequest, ToolRunResult } from "@parley/shared-contracts/api/mcp";
import { CUSTOMER_CARD, startMcpTestServer } from "@parley/test-fakes/mcp-test-server";
import type { McpTestServer } from "@parley/test-fakes/mcp-test-server";
import type { ChatCompletionRequest, FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { Client } from "../../helpers/client.ts";
import { createClient } from "../../helpers/client.ts";
import { accountId, eventually, send, signedInMember } from "../../helpers/conversations.ts";
import { findServer } from "../../../src/modules/mcp/repository.ts";
import { startFakeProviderApp } from "../../helpers/fake-provider-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { GLOBEX } from "../../helpers/test-app.ts";

let t: TestApp;
let fake: FakeOpenAI;
let mcp: McpTestServer;
let owner: Client;
let modelId = "";
let serverId = 0;
let close: () => Promise<void>;

const PERMISSION_TIMEOUT_MS = 3000;
const CALL_TIMEOUT_MS = 1500;
const MAX_STEPS = 4;

/** `call <tool> <json>` asks for one tool call; after a tool result the model repeats it. */
function script(request: ChatCompletionRequest) {
  const messages = request.messages ?? [];
  const last = messages.at(-1);
  const user = messages.findLast((m) => m.role === "user");
  const text = typeof user?.content === "string" ? user.content : JSON.stringify(user?.content ?? "");
  if (last?.role === "tool" && !text.includes("loop forever"))
    return { text: `Model read: ${String(last.content)}` };
  // "loop" keeps calling the tool after every result: the step cap must end the reply.
  if (text.includes("loop forever") && last?.role === "tool")
    return { text: "", toolCalls: [{ name: "tickets__echo", arguments: { message: "again" } }] };
  const match = /call (\S+) (\{.*\})/.exec(text.replace(/\\"/g, '"'));
  if (match?.[1] && match[2])
    return {
      text: "",
      toolCalls: [{ name: match[1], arguments: JSON.parse(match[2]) as Record<string, unknown> }],
    };
  return { text: "No tool needed." };
}

beforeAll(async () => {
  mcp = await startMcpTestServer();
  const app = await startFakeProviderApp({
    providerModel: "fake-mcp",
    script,
    env: {
      PARLEY_TOOL_PERMISSION_TIMEOUT_MS: String(PERMISSION_TIMEOUT_MS),
      PARLEY_MCP_CALL_TIMEOUT_MS: String(CALL_TIMEOUT_MS),
      PARLEY_TOOL_MAX_STEPS: String(MAX_STEPS),
    },
  });
  ({ t, fake, owner, modelId } = app);
  close = async () => {
    await app.close();
    await mcp.stop();
  };
  const added = await owner.post("/api/v1/admin/mcp/servers/", {
    json: {
      server_name: "tickets",
      url: mcp.url,
      description: "Ticket desk",
      headers: { "X-Api-Key": "s3cret" },
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  serverId = added.json<{ id: number }>().id;
  const on = await owner.patch(`/api/v1/mcp/servers/${serverId}/`, { json: { server_enabled: true } });
  expect(on.statusCode, on.body).toBe(200);
});
afterAll(() => close());

const chatRequests = () =>
  fake.requests.filter((r) => r.path === "/v1/chat/completions").map((r) => r.body as ChatCompletionRequest);

async function waiting(client: Client, conversationId: number): Promise<ToolPermissionRequest> {
  const [request] = await eventually(
    async () =>
      (await client.get(`/api/v1/mcp/tool-calls/?conversation_id=${conversationId}`)).json<{
        results: ToolPermissionRequest[];
      }>().results,
    (results) => results.length > 0,
  );
  return request as ToolPermissionRequest;
}

async function answer(client: Client, request: ToolPermissionRequest, allowType: string) {
  return client.post(`/api/v1/mcp/tool-calls/${request.tool_call_id}/run/`, {
    json: {
      conversationId: request.conversation_id,
      server: request.server,
      tool: request.tool,
      args: request.args,
      userConfirmation: true,
      allowType,
    },
  });
}

async function settled(client: Client, conversationId: number, messageId: number) {
  return eventually(
    async () => {
      const page = (await client.get(`/api/v1/conversations/${conversationId}/messages/`)).json<{
        results: { id: number; content: string; status: string }[];
      }>();
      return page.results.find((m) => m.id === messageId);
    },
    (message) => message !== undefined && message.status !== "streaming",
    15_000,
  );
}

async function ask(message: string, conversationId?: number, client = owner) {
  return send(client, {
    message,
    model_id: modelId,
    ...(conversationId ? { conversation_id: String(conversationId) } : {}),
  });
}

describe("workspace MCP servers", () => {
  it("lists the server with its tools to members, connected, secrets never returned", async () => {
    const list = await owner.get("/api/v1/mcp/servers/");
    expect(list.statusCode).toBe(200);
    const [server] = list.json<{ results: Record<string, unknown>[] }>().results;
    expect(server).toMatchObject({
      server_name: "tickets",
      status: "connected",
      server_enabled: true,
      tool_count: 6,
    });
    expect(JSON.stringify(list.json())).not.toContain("s3cret");
    const admin = await owner.get("/api/v1/admin/mcp/servers/");
    expect(admin.json<{ results: { header_names: string[] }[] }>().results[0]?.header_names).toEqual([
      "X-Api-Key",
    ]);
    expect(admin.body).not.toContain("s3cret");
  });

  it("sends the sealed headers to the MCP server", async () => {
    expect(mcp.calls.length).toBe(0);
    await owner.get(`/api/v1/mcp/servers/${serverId}/`);
    const { conversation_id, assistant_message_id } = await ask(
      'call tickets__echo {"message":"header check"}',
    );
    const request = await waiting(owner, conversation_id);
    expect((await answer(owner, request, "allow_once")).statusCode).toBe(200);
    await settled(owner, conversation_id, assistant_message_id ?? 0);
    expect(mcp.calls.at(-1)?.headers["x-api-key"]).toBe("s3cret");
  });

  it("refuses metadata, private and loopback-not-allow-listed URLs, from the API and ops alike", async () => {
    for (const url of ["http://169.254.169.254/mcp", "http://10.1.2.3/mcp", "http://[::1]:9/mcp"]) {
      const res = await owner.post("/api/v1/admin/mcp/servers/", { json: { server_name: "bad", url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe("url_not_allowed");
    }
  });

  it("is for owners and admins to add; members get 403, other workspaces 404", async () => {
    const { client: member } = await signedInMember(t.app, t.database.db, "mia@acme.test");
    const res = await member.post("/api/v1/admin/mcp/servers/", { json: { server_name: "x", url: mcp.url } });
    expect(res.statusCode).toBe(403);
    expect((await member.get("/api/v1/admin/mcp/servers/")).statusCode).toBe(403);
    const globex = createClient(t.app, GLOBEX.host);
    await globex.login(GLOBEX.email, GLOBEX.password);
    expect((await globex.get(`/api/v1/mcp/servers/${serverId}/`)).statusCode).toBe(404);
    expect(
      (await globex.patch(`/api/v1/mcp/servers/${serverId}/`, { json: { server_enabled: true } })).statusCode,
    ).toBe(404);
    expect((await globex.get("/api/v1/mcp/servers/")).json<{ count: number }>().count).toBe(0);
    expect((await globex.get("/api/v1/mcp/tool-calls/?conversation_id=1")).statusCode).toBe(404);
  });
});

describe("tool calls inside replies", () => {
  it("asks first; allow once runs the tool and the model reads the result", async () => {
    const { conversation_id, assistant_message_id } = await ask('call tickets__echo {"message":"hello"}');
    const request = await waiting(owner, conversation_id);
    expect(request).toMatchObject({ tool: "echo", server: "tickets", args: { message: "hello" } });
    expect(request.toolInfo.description).toBe("Echoes the message back");
    const run = await answer(owner, request, "allow_once");
    expect(run.json<ToolRunResult>()).toEqual({ status: "success", result: "echo: hello", error: null });
    const message = await settled(owner, conversation_id, assistant_message_id ?? 0);
    expect(message?.status).toBe("complete");
    expect(message?.content).toContain("<tool>**tickets › echo**");
    expect(message?.content).toContain("echo: hello");
    expect(message?.content).toContain("Model read: echo: hello");
    // allow_once holds for that call only.
    const again = await ask('call tickets__echo {"message":"twice"}', conversation_id);
    await waiting(owner, conversation_id);
    const pending = await waiting(owner, again.conversation_id);
    await answer(owner, pending, "decline");
    await settled(owner, conversation_id, again.assistant_message_id ?? 0);
  });

  it("decline tells the model the user disallowed the function; decline_never holds for the member", async () => {
    const first = await ask('call tickets__slow {"ms":1}');
    await answer(owner, await waiting(owner, first.conversation_id), "decline_never");
    const message = await settled(owner, first.conversation_id, first.assistant_message_id ?? 0);
    expect(message?.content).toContain("The user disallowed the function.");
    expect(chatRequests().at(-1)?.messages?.at(-1)?.content).toContain("The user disallowed the function.");
    const callsBefore = mcp.calls.length;
    const second = await ask('call tickets__slow {"ms":1}');
    const next = await settled(owner, second.conversation_id, second.assistant_message_id ?? 0);
    expect(next?.content).toContain("The user disallowed the function.");
    expect(mcp.calls.length).toBe(callsBefore);
    const grants = (await owner.get("/api/v1/mcp/grants/")).json<{
      results: { id: number; tool_name: string; decision: string }[];
    }>();
    const never = grants.results.find((g) => g.tool_name === "slow");
    expect(never?.decision).toBe("decline_never");
    expect((await owner.delete(`/api/v1/mcp/grants/${never?.id ?? 0}/`)).statusCode).toBe(204);
  });

  it("stop_now ends the reply, saying the user stopped the conversation", async () => {
    const { conversation_id, assistant_message_id } = await ask('call tickets__echo {"message":"stop"}');
    const run = await answer(owner, await waiting(owner, conversation_id), "stop_now");
    expect(run.json<ToolRunResult>().status).toBe("stopped");
    const message = await settled(owner, conversation_id, assistant_message_id ?? 0);
    expect(message?.status).toBe("stopped");
    expect(message?.content).toContain("The user stopped the conversation.");
    expect(message?.content).not.toContain("Model read");
  });

  it("allow_conversation runs without asking in that conversation only", async () => {
    const first = await ask('call tickets__echo {"message":"one"}');
    await answer(owner, await waiting(owner, first.conversation_id), "allow_conversation");
    await settled(owner, first.conversation_id, first.assistant_message_id ?? 0);
    const second = await ask('call tickets__echo {"message":"two"}', first.conversation_id);
    const done = await settled(owner, first.conversation_id, second.assistant_message_id ?? 0);
    expect(done?.content).toContain("Model read: echo: two");
    const other = await ask('call tickets__echo {"message":"three"}');
    const request = await waiting(owner, other.conversation_id);
    await answer(owner, request, "decline");
    await settled(owner, other.conversation_id, other.assistant_message_id ?? 0);
  });

  it("allow_always holds until the tool's description changes, then asks again", async () => {
    const first = await ask('call tickets__echo {"message":"always"}');
    await answer(owner, await waiting(owner, first.conversation_id), "allow_always");
    await settled(owner, first.conversation_id, first.assistant_message_id ?? 0);
    const second = await ask('call tickets__echo {"message":"again"}');
    expect(
      (await settled(owner, second.conversation_id, second.assistant_message_id ?? 0))?.content,
    ).toContain("Model read: echo: again");
    mcp.setDescription("echo", "Echoes the message back, and now also something else");
    // The tool list is listed again (as when it goes stale).
    const row = await findServer(t.database.db, await accountId(t.database.db, "acme"), serverId);
    if (row === undefined) throw new Error("server gone");
    await t.app.mcp.connections.refresh(row);
    const third = await ask('call tickets__echo {"message":"changed"}');
    const request = await waiting(owner, third.conversation_id);
    expect(request.toolInfo.description).toContain("now also");
    await answer(owner, request, "decline");
    await settled(owner, third.conversation_id, third.assistant_message_id ?? 0);
  });

  it("no answer in time counts as decline", async () => {
    const { conversation_id, assistant_message_id } = await ask('call tickets__echo {"message":"late"}');
    await waiting(owner, conversation_id);
    const message = await settled(owner, conversation_id, assistant_message_id ?? 0);
    expect(message?.content).toContain("The user disallowed the function.");
  }, 20_000);

  it("an error result reaches the model as an error, and a vanished server as a failure", async () => {
    const failing = await ask("call tickets__fails {}");
    const run = await answer(owner, await waiting(owner, failing.conversation_id), "allow_once");
    expect(run.json<ToolRunResult>()).toMatchObject({ status: "error", error: "the ticket system is down" });
    const message = await settled(owner, failing.conversation_id, failing.assistant_message_id ?? 0);
    expect(message?.content).toContain("**Error:**");
    expect(message?.content).toContain("Model read: the ticket system is down");
  });

  it("passes nested object arguments through to the tool", async () => {
    const ticket = { title: "Printer", labels: ["hw"], owner: { name: "Ines", team: "ops" } };
    const { conversation_id, assistant_message_id } = await ask(
      `call tickets__create_ticket ${JSON.stringify({ ticket })}`,
    );
    await answer(owner, await waiting(owner, conversation_id), "allow_once");
    await settled(owner, conversation_id, assistant_message_id ?? 0);
    expect(mcp.calls.at(-1)).toMatchObject({ name: "create_ticket", args: { ticket } });
  });

  it("anonymizes sensitive data in tool results before the model reads them; the reply shows it", async () => {
    const card = CUSTOMER_CARD;
    const { conversation_id, assistant_message_id } = await ask("call tickets__lookup_customer {}");
    await answer(owner, await waiting(owner, conversation_id), "allow_once");
    const message = await settled(owner, conversation_id, assistant_message_id ?? 0);
    const toolMessage = chatRequests().at(-1)?.messages?.at(-1);
    expect(toolMessage?.role).toBe("tool");
    expect(String(toolMessage?.content)).not.toContain(card);
    expect(message?.content).toContain(`Customer Ada Lovelace, card ${card}`);
  });

  it("offers no tools at 0 Never and requires one on the first step at 2 Always", async () => {
    await send(owner, {
      message: "plain question",
      model_id: modelId,
      behavior_settings: JSON.stringify({ function_call_aggressiveness: 0 }),
    });
    await eventually(
      async () => chatRequests().at(-1)?.messages?.at(-1)?.content,
      (c) => c === "plain question",
    );
    expect(chatRequests().at(-1)?.tools).toBeUndefined();
    await send(owner, {
      message: "another question",
      model_id: modelId,
      behavior_settings: JSON.stringify({ function_call_aggressiveness: 2 }),
    });
    await eventually(
      async () => chatRequests().at(-1)?.messages?.at(-1)?.content,
      (c) => c === "another question",
    );
    expect(chatRequests().at(-1)?.tool_choice).toBe("required");
    expect(
      chatRequests()
        .at(-1)
        ?.tools?.map((tool) => tool.function.name),
    ).toContain("tickets__echo");
  });

  it("asks only the sender; other members cannot see or answer the call", async () => {
    const { client: other } = await signedInMember(t.app, t.database.db, "oli@acme.test");
    const { conversation_id, assistant_message_id } = await ask('call tickets__echo {"message":"mine"}');
    const request = await waiting(owner, conversation_id);
    expect((await other.get(`/api/v1/mcp/tool-calls/?conversation_id=${conversation_id}`)).statusCode).toBe(
      404,
    );
    expect((await answer(other, request, "allow_always")).statusCode).toBe(404);
    // Workspace servers run on the server: a result cannot be reported from outside.
    const report = await owner.patch(`/api/v1/tool-calls/${request.tool_call_id}/`, {
      json: { status: "success", result: "forged" },
    });
    expect(report.statusCode).toBe(409);
    // A run without the member's confirmation needs a standing allow: 403 opens the dialog instead.
    const unconfirmed = await owner.post(`/api/v1/mcp/tool-calls/${request.tool_call_id}/run/`, {
      json: {
        conversationId: request.conversation_id,
        server: request.server,
        tool: request.tool,
        args: request.args,
        userConfirmation: false,
        allowType: "allow_once",
      },
    });
    expect(unconfirmed.statusCode).toBe(403);
    expect((await answer(owner, request, "decline")).statusCode).toBe(200);
    expect((await answer(owner, request, "allow_once")).statusCode).toBe(409);
    await settled(owner, conversation_id, assistant_message_id ?? 0);
  });
});

describe("a server gone mid-call", () => {
  it("reports the call as failed and the reply still completes", async () => {
    const { conversation_id, assistant_message_id } = await ask("call tickets__vanish {}");
    const run = await answer(owner, await waiting(owner, conversation_id), "allow_once");
    expect(run.json<ToolRunResult>()).toMatchObject({ status: "error" });
    expect(run.json<ToolRunResult>().error).toContain("The tool vanish failed");
    const message = await settled(owner, conversation_id, assistant_message_id ?? 0);
    expect(message?.status).toBe("complete");
    expect(message?.content).toContain("Model read: The tool vanish failed");
  });
});

describe("slow tools, step caps and unreachable servers", () => {
  it("a tool slower than the call timeout fails the call, and the reply goes on", async () => {
    const { conversation_id, assistant_message_id } = await ask('call tickets__slow {"ms":5000}');
    const run = await answer(owner, await waiting(owner, conversation_id), "allow_once");
    expect(run.json<ToolRunResult>().status).toBe("error");
    expect(run.json<ToolRunResult>().error).toMatch(/timed out/i);
    const message = await settled(owner, conversation_id, assistant_message_id ?? 0);
    expect(message?.status).toBe("complete");
    expect(message?.content).toContain("Model read: The tool slow failed");
  });

  it("a model that keeps calling tools stops at the step cap", async () => {
    const first = await ask('loop forever: call tickets__echo {"message":"start"}');
    await answer(owner, await waiting(owner, first.conversation_id), "allow_conversation");
    const message = await settled(owner, first.conversation_id, first.assistant_message_id ?? 0);
    expect(message?.status).toBe("complete");
    expect((message?.content ?? "").split("<tool>").length - 1).toBe(MAX_STEPS);
  });

  it("shows a server that cannot be reached as failed with the reason", async () => {
    const added = await owner.post("/api/v1/admin/mcp/servers/", {
      json: { server_name: "gone", url: "http://127.0.0.1:9/mcp" },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json<{ id: number }>().id;
    const server = (await owner.get(`/api/v1/mcp/servers/${id}/`)).json<{
      status: string;
      status_reason: string;
    }>();
    expect(server.status).toBe("failed");
    expect(server.status_reason).toMatch(/ECONNREFUSED|reach|refused/i);
    expect((await owner.delete(`/api/v1/admin/mcp/servers/${id}/`)).statusCode).toBe(204);
  });
});
