// The desktop tools store and local tools in replies: a member's browser posts its helper's tools,
// the model calls one as server__tool, the member allows it, the call reaches their page as
// invoke_local_mcp_server over the websocket and the page's report ends it; with nobody reporting
// the call fails after the time limit. Other members and workspaces see nothing of it.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DesktopSession, DesktopTool } from "@parley/shared-contracts/api/desktop-tools";
import type { ToolGrant, ToolPermissionRequest, ToolRunResult } from "@parley/shared-contracts/api/mcp";
import type { ChatCompletionRequest, FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { Client } from "../../helpers/client.ts";
import { createClient } from "../../helpers/client.ts";
import { eventually, send, signedInMember } from "../../helpers/conversations.ts";
import { startFakeProviderApp } from "../../helpers/fake-provider-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { GLOBEX } from "../../helpers/test-app.ts";
import { NO_PAGE_RAN_IT } from "../../../src/modules/desktop-tools/local-calls.ts";
import { DECLINED_TEXT } from "../../../src/modules/mcp/tool-calls.ts";
import { connect, listen } from "../realtime/ws-client.ts";
import type { TestSocket } from "../realtime/ws-client.ts";

const LOCAL_TIMEOUT_MS = 1500;

let t: TestApp;
let fake: FakeOpenAI;
let owner: Client;
let modelId = "";
let port = 0;
let socket: TestSocket;
let close: () => Promise<void>;

const readFile: DesktopTool = {
  type: "function",
  function: {
    name: "files__read_text_file",
    description: "Reads a file",
    parameters: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
  },
  server_name: "files",
  tool_name: "read_text_file",
};

/** `call <tool> <json>` asks for one tool call; after a tool result the model repeats it. */
function script(request: ChatCompletionRequest) {
  const messages = request.messages ?? [];
  const last = messages.at(-1);
  if (last?.role === "tool") return { text: `Model read: ${String(last.content)}` };
  const user = messages.findLast((m) => m.role === "user");
  const text = typeof user?.content === "string" ? user.content : JSON.stringify(user?.content ?? "");
  const match = /call (\S+) (\{.*\})/.exec(text.replace(/\\"/g, '"'));
  if (match?.[1] && match[2])
    return {
      text: "",
      toolCalls: [{ name: match[1], arguments: JSON.parse(match[2]) as Record<string, unknown> }],
    };
  return { text: "No tool needed." };
}

beforeAll(async () => {
  const app = await startFakeProviderApp({
    providerModel: "fake-local",
    script,
    env: { PARLEY_LOCAL_TOOL_TIMEOUT_MS: String(LOCAL_TIMEOUT_MS), PARLEY_HELPER_PORT: "9011" },
  });
  ({ t, fake, owner, modelId } = app);
  port = await listen(t.app);
  socket = await connect({ port, host: "acme.localhost", cookie: owner.cookieHeader() });
  close = async () => {
    socket.ws.terminate();
    await app.close();
  };
});
afterAll(() => close());

type ChatWithTools = ChatCompletionRequest & { tools?: { function: { name: string } }[] };
const chats = () => fake.requests.filter((r) => r.path === "/v1/chat/completions");

/** The first request to the provider after `before` of them (the reply runs after send answers). */
async function chatAfter(before: number): Promise<ChatWithTools> {
  const requests = await eventually(
    () => Promise.resolve(chats()),
    (all) => all.length > before,
  );
  return requests[before]?.body as ChatWithTools;
}

const post = (client: Client, body: Record<string, unknown>) =>
  client.post("/api/v1/desktop-tools/", { json: body });

async function waiting(conversationId: number): Promise<ToolPermissionRequest> {
  const [request] = await eventually(
    async () =>
      (await owner.get(`/api/v1/mcp/tool-calls/?conversation_id=${conversationId}`)).json<{
        results: ToolPermissionRequest[];
      }>().results,
    (results) => results.length > 0,
  );
  return request as ToolPermissionRequest;
}

const answer = (request: ToolPermissionRequest, allowType: string) =>
  owner.post(`/api/v1/mcp/tool-calls/${request.tool_call_id}/run/`, {
    json: {
      conversationId: request.conversation_id,
      server: request.server,
      tool: request.tool,
      args: request.args,
      userConfirmation: true,
      allowType,
    },
  });
const allowOnce = (request: ToolPermissionRequest) => answer(request, "allow_once");

/** The local calls sent to the member's pages so far for a conversation. */
function invokesIn(conversationId: number): { tool_call_id: number }[] {
  return socket.frames
    .filter((f) => f.type === "invoke_local_mcp_server")
    .map((f) => f.payload as { conversation_id: number; tool_call_id: number })
    .filter((payload) => payload.conversation_id === conversationId);
}

/** The local call the server sends the member's pages for a conversation. */
async function invokeIn(conversationId: number): Promise<{ tool_call_id: number }> {
  const frame = await socket.next(
    (f) =>
      f.type === "invoke_local_mcp_server" &&
      (f.payload as { conversation_id?: number }).conversation_id === conversationId,
  );
  return frame.payload as { tool_call_id: number };
}

async function waitingNow(conversationId: number): Promise<ToolPermissionRequest[]> {
  return (await owner.get(`/api/v1/mcp/tool-calls/?conversation_id=${conversationId}`)).json<{
    results: ToolPermissionRequest[];
  }>().results;
}

async function replyText(conversationId: number, messageId: number): Promise<string> {
  const message = await eventually(
    async () =>
      (await owner.get(`/api/v1/conversations/${conversationId}/messages/`))
        .json<{ results: { id: number; content: string; status: string }[] }>()
        .results.find((m) => m.id === messageId),
    (m) => m !== undefined && m.status !== "streaming",
    15_000,
  );
  return message?.content ?? "";
}

describe("desktop tools store", () => {
  it("answers the helper's settings", async () => {
    const settings = await owner.get("/api/v1/desktop-tools/helper/");
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({ port: 9011, latest: null });
  });

  it("stores a desktop's tools under a new uuid, replaces them, and clears them with an empty list", async () => {
    const session = randomUUID();
    const first = await post(owner, { session_uuid: session, tools: [readFile] });
    expect(first.statusCode, first.body).toBe(200);
    const { uuid } = first.json<DesktopSession>();
    expect(first.json()).toEqual({ uuid, session_uuid: session, tools: [readFile] });
    const again = await post(owner, { uuid, session_uuid: session, tools: [readFile, readFile] });
    expect(again.json<DesktopSession>().tools).toHaveLength(2);
    expect(
      (await owner.get("/api/v1/desktop-tools/")).json<{ results: DesktopSession[] }>().results,
    ).toHaveLength(1);

    const cleared = await post(owner, { uuid, session_uuid: session, tools: [] });
    expect(cleared.json()).toEqual({ uuid, session_uuid: session, tools: [] });
    expect((await owner.get("/api/v1/desktop-tools/")).json()).toEqual({ results: [] });
  });

  it("refuses tools whose names break the rules and keeps desktops per member and workspace", async () => {
    const bad = { ...readFile, server_name: "../etc" };
    expect((await post(owner, { session_uuid: randomUUID(), tools: [bad] })).statusCode).toBe(400);
    const long = { ...readFile, function: { ...readFile.function, name: "x".repeat(64) } };
    expect((await post(owner, { session_uuid: randomUUID(), tools: [long] })).statusCode).toBe(400);

    const stored = await post(owner, { session_uuid: randomUUID(), tools: [readFile] });
    const { uuid } = stored.json<DesktopSession>();
    const { client: colleague } = await signedInMember(t.app, t.database.db, "colleague@acme.test");
    expect((await colleague.get("/api/v1/desktop-tools/")).json()).toEqual({ results: [] });
    // The colleague's clear of the same uuid touches only their own (absent) desktop.
    await post(colleague, { uuid, session_uuid: randomUUID(), tools: [] });
    const globex = createClient(t.app, GLOBEX.host);
    await globex.login(GLOBEX.email, GLOBEX.password);
    expect((await globex.get("/api/v1/desktop-tools/")).json()).toEqual({ results: [] });
    expect((await owner.get("/api/v1/desktop-tools/")).json<{ results: unknown[] }>().results).toHaveLength(
      1,
    );
    await post(owner, { uuid, session_uuid: randomUUID(), tools: [] });
  });
});

describe("local tools in replies", () => {
  it("offers server__tool, asks, sends the allowed call to the page that posted, and takes its report", async () => {
    const session = randomUUID();
    const { uuid } = (await post(owner, { session_uuid: session, tools: [readFile] })).json<DesktopSession>();
    const before = chats().length;
    const sent = await send(owner, {
      message: 'call files__read_text_file {"path":"notes/notes.txt"}',
      model_id: modelId,
    });
    const chat = await chatAfter(before);
    expect(chat.tools?.map((tool) => tool.function.name)).toContain("files__read_text_file");

    const request = await waiting(sent.conversation_id);
    expect(request).toMatchObject({
      server: "files",
      tool: "read_text_file",
      args: { path: "notes/notes.txt" },
    });
    const running = allowOnce(request);
    const invoke = await socket.next((frame) => frame.type === "invoke_local_mcp_server");
    expect(invoke.payload).toEqual({
      tool_call_id: request.tool_call_id,
      conversation_id: sent.conversation_id,
      uuid,
      session_uuid: session,
      server_name: "files",
      tool_name: "read_text_file",
      arguments: { path: "notes/notes.txt" },
    });
    const reported = await owner.patch(`/api/v1/tool-calls/${request.tool_call_id}/`, {
      json: { status: "success", result: "hello from the desktop" },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect((await running).json<ToolRunResult>()).toMatchObject({
      status: "success",
      result: "hello from the desktop",
    });
    expect(await replyText(sent.conversation_id, sent.assistant_message_id ?? 0)).toContain(
      "Model read: hello from the desktop",
    );
    await post(owner, { uuid, session_uuid: session, tools: [] });
  });

  it("fails the call cleanly when no page reports in time", async () => {
    const session = randomUUID();
    const { uuid } = (await post(owner, { session_uuid: session, tools: [readFile] })).json<DesktopSession>();
    const sent = await send(owner, {
      message: 'call files__read_text_file {"path":"/x"}',
      model_id: modelId,
    });
    const request = await waiting(sent.conversation_id);
    const started = Date.now();
    const result = (await allowOnce(request)).json<ToolRunResult>();
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOCAL_TIMEOUT_MS - 100);
    expect(result).toEqual({ status: "error", result: null, error: NO_PAGE_RAN_IT });
    expect(await replyText(sent.conversation_id, sent.assistant_message_id ?? 0)).toContain(
      `Model read: ${NO_PAGE_RAN_IT}`,
    );
    // A late report finds the call settled.
    const late = await owner.patch(`/api/v1/tool-calls/${request.tool_call_id}/`, {
      json: { status: "success", result: "too late" },
    });
    expect(late.statusCode).toBe(409);
    await post(owner, { uuid, session_uuid: session, tools: [] });
  });

  it("keeps standing answers for local tools: allow always runs without asking, a changed tool asks again, never declines, revoking asks again", async () => {
    const session = randomUUID();
    const { uuid } = (await post(owner, { session_uuid: session, tools: [readFile] })).json<DesktopSession>();
    const ask = 'call files__read_text_file {"path":"a.txt"}';

    // Allowed always once…
    const first = await send(owner, { message: ask, model_id: modelId });
    const running = answer(await waiting(first.conversation_id), "allow_always");
    const call = await invokeIn(first.conversation_id);
    await owner.patch(`/api/v1/tool-calls/${call.tool_call_id}/`, {
      json: { status: "success", result: "A" },
    });
    expect((await running).json<ToolRunResult>()).toMatchObject({ status: "success", result: "A" });

    // …the next call, in another conversation, reaches the page without a question.
    const second = await send(owner, { message: ask, model_id: modelId });
    const again = await invokeIn(second.conversation_id);
    expect(await waitingNow(second.conversation_id)).toEqual([]);
    await owner.patch(`/api/v1/tool-calls/${again.tool_call_id}/`, {
      json: { status: "success", result: "B" },
    });
    expect(await replyText(second.conversation_id, second.assistant_message_id ?? 0)).toContain(
      "Model read: B",
    );
    const grants = (await owner.get("/api/v1/mcp/grants/")).json<{ results: ToolGrant[] }>().results;
    expect(grants).toEqual([
      expect.objectContaining({
        server_name: "files",
        is_local: true,
        tool_name: "read_text_file",
        decision: "allow_always",
        conversation_id: null,
      }),
    ]);

    // The helper now describes the tool differently: the answer no longer holds. Never allow it.
    const changed = { ...readFile, function: { ...readFile.function, description: "Reads any file" } };
    await post(owner, { uuid, session_uuid: session, tools: [changed] });
    const third = await send(owner, { message: ask, model_id: modelId });
    const declined = await answer(await waiting(third.conversation_id), "decline_never");
    expect(declined.json<ToolRunResult>().status).toBe("declined");
    const fourth = await send(owner, { message: ask, model_id: modelId });
    expect(await replyText(fourth.conversation_id, fourth.assistant_message_id ?? 0)).toContain(
      `Model read: ${DECLINED_TEXT}`,
    );
    expect(
      socket.frames.some(
        (f) =>
          (f.request as { conversation_id?: number } | undefined)?.conversation_id === fourth.conversation_id,
      ),
    ).toBe(false);

    // Revoked, the tool asks again; another member's answers are their own.
    const never = (await owner.get("/api/v1/mcp/grants/"))
      .json<{ results: ToolGrant[] }>()
      .results.find((g) => g.decision === "decline_never");
    expect(never).toMatchObject({ server_name: "files", is_local: true });
    expect((await owner.delete(`/api/v1/mcp/grants/${never?.id ?? 0}/`)).statusCode).toBe(204);
    const { client: colleague } = await signedInMember(t.app, t.database.db, "grants@acme.test");
    expect((await colleague.get("/api/v1/mcp/grants/")).json()).toEqual({ results: [] });
    const fifth = await send(owner, { message: ask, model_id: modelId });
    const asked = await waiting(fifth.conversation_id);
    expect((await answer(asked, "decline")).json<ToolRunResult>().status).toBe("declined");
    // The reply ends before the next test counts the provider's requests.
    await replyText(fifth.conversation_id, fifth.assistant_message_id ?? 0);
    await post(owner, { uuid, session_uuid: session, tools: [] });
  });

  it("keeps an 'in this conversation' answer for a local tool to that conversation", async () => {
    const session = randomUUID();
    const { uuid } = (await post(owner, { session_uuid: session, tools: [readFile] })).json<DesktopSession>();
    const ask = 'call files__read_text_file {"path":"b.txt"}';
    const first = await send(owner, { message: ask, model_id: modelId });
    const running = answer(await waiting(first.conversation_id), "allow_conversation");
    const call = await invokeIn(first.conversation_id);
    await owner.patch(`/api/v1/tool-calls/${call.tool_call_id}/`, {
      json: { status: "success", result: "C" },
    });
    await running;
    await replyText(first.conversation_id, first.assistant_message_id ?? 0);

    // Same conversation: runs unasked.
    const more = await send(owner, {
      message: ask,
      model_id: modelId,
      conversation_id: String(first.conversation_id),
    });
    const [, second] = await eventually(
      () => Promise.resolve(invokesIn(first.conversation_id)),
      (calls) => calls.length === 2,
    );
    if (second === undefined) throw new Error("no second call");
    await owner.patch(`/api/v1/tool-calls/${second.tool_call_id}/`, {
      json: { status: "success", result: "D" },
    });
    expect(await replyText(first.conversation_id, more.assistant_message_id ?? 0)).toContain("Model read: D");

    // Another conversation asks.
    const other = await send(owner, { message: ask, model_id: modelId });
    const asked = await waiting(other.conversation_id);
    expect((await answer(asked, "decline")).json<ToolRunResult>().status).toBe("declined");
    await replyText(other.conversation_id, other.assistant_message_id ?? 0);
    const grant = (await owner.get("/api/v1/mcp/grants/"))
      .json<{ results: ToolGrant[] }>()
      .results.find((g) => g.decision === "allow_conversation");
    expect(grant).toMatchObject({ is_local: true, conversation_id: first.conversation_id });
    await owner.delete(`/api/v1/mcp/grants/${grant?.id ?? 0}/`);
    await post(owner, { uuid, session_uuid: session, tools: [] });
  });

  it("with local_mcp_server_id offers only that desktop's local tools; without it, every desktop's", async () => {
    const laptopTool: DesktopTool = {
      ...readFile,
      function: { ...readFile.function, name: "notes__search" },
      server_name: "notes",
      tool_name: "search",
    };
    const office = (
      await post(owner, { session_uuid: randomUUID(), tools: [readFile] })
    ).json<DesktopSession>();
    const laptop = (
      await post(owner, { session_uuid: randomUUID(), tools: [laptopTool] })
    ).json<DesktopSession>();
    const offered = async (fields: Record<string, string>) => {
      const before = chats().length;
      await send(owner, { message: "hello", model_id: modelId, ...fields });
      return ((await chatAfter(before)).tools ?? []).map((tool) => tool.function.name).sort();
    };
    expect(await offered({ local_mcp_server_id: office.uuid })).toEqual(["files__read_text_file"]);
    expect(await offered({ local_mcp_server_id: laptop.uuid })).toEqual(["notes__search"]);
    // A desktop that is not the member's (or gone) offers nothing of another.
    expect(await offered({ local_mcp_server_id: "not-a-desktop" })).toEqual([]);
    expect(await offered({})).toEqual(["files__read_text_file", "notes__search"]);
    await post(owner, { uuid: office.uuid, session_uuid: office.session_uuid, tools: [] });
    await post(owner, { uuid: laptop.uuid, session_uuid: laptop.session_uuid, tools: [] });
  });

  it("offers no local tools once the desktop's set is cleared", async () => {
    const before = chats().length;
    await send(owner, { message: "hello", model_id: modelId });
    const chat = await chatAfter(before);
    expect(chat.tools ?? []).toEqual([]);
  });
});
