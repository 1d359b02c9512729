// The MCP tools a reply offers the model: the enabled tools of the servers the sender switched on,
// as AI SDK tools whose execute asks the sender (or applies their standing answer), runs the tool on
// its server and hands the model the result after DLP. Names are "<server>__<tool>", the characters
// providers accept. The member's local tools (their desktop helper app, as their browser last posted
// them) join as "<server>__<tool>" too, with standing answers of their own (keyed on the local
// server's name); an allowed call runs in the member's browser (runLocal).
import { createHash } from "node:crypto";
import { localToolName } from "@parley/shared-contracts/api/helper-app";
import type { ToolRunResult } from "@parley/shared-contracts/api/mcp";
import { dynamicTool, jsonSchema } from "ai";
import type { JSONSchema7, Tool } from "ai";
import type { FastifyBaseLogger } from "fastify";
import { stripControlCharacters, stripControlCharactersDeep } from "../../lib/nul-characters.ts";
import { listSessions } from "../desktop-tools/repository.ts";
import * as repo from "./repository.ts";
import type { McpServerRow, StoredTool, ToolCallRow } from "./repository.ts";
import type { McpConnections } from "./connections.ts";
import { awaitOutcome, DECLINED_TEXT, permissionRequestOf, runAllowed } from "./tool-calls.ts";
import type { CallSettled, ToolCallDeps } from "./tool-calls.ts";

/** What a tool call gives back: to the model (text) and to the reply (status). */
export interface ReplyToolOutput {
  ok: boolean;
  status: CallSettled["status"];
  /** What the model reads (after DLP). */
  text: string;
}

export interface ReplyToolContext {
  accountId: number;
  conversationId: number;
  messageId: number;
  /** The member whose message started the reply: the only one asked. */
  memberId: number;
  /** Only this desktop's local tools (the send's local_mcp_server_id); absent, all of the member's. */
  desktopUuid?: string;
  /** The member answered stop_now: the reply ends. */
  stop: () => void;
  /** DLP over a tool result before the model reads it. */
  protect: (text: string) => Promise<string>;
}

export interface ReplyTools {
  tools: Record<string, Tool>;
  /** "server › tool" for a model-facing name. */
  titleOf: (name: string) => string;
}

export interface ReplyToolsDeps extends ToolCallDeps {
  connections: McpConnections;
  log: FastifyBaseLogger;
  /** No answer within this counts as decline. */
  permissionTimeoutMs: number;
  /** Runs an allowed local call through the member's browser. */
  runLocal: (row: ToolCallRow) => Promise<ToolRunResult>;
}

/** JSON with every object's keys sorted: jsonb reorders keys, a fresh listing does not. */
function canonicalJson(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
}

/**
 * A tool's name, description and schema: a standing answer holds only while they stay the same.
 * Over the stored form (control characters stripped, keys sorted), so a tool listed just now and
 * the same tool read back from the database agree.
 */
export function toolFingerprint(tool: StoredTool): string {
  const { name, description, input_schema: schema } = tool;
  return createHash("sha256")
    .update(canonicalJson(stripControlCharactersDeep({ name, description, schema })))
    .digest("hex");
}

export function modelToolName(server: string, tool: string): string {
  return `${server}__${tool}`.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64);
}

/** MCP allows any JSON Schema object; providers want an object schema with properties. */
function objectSchema(schema: Record<string, unknown>): JSONSchema7 {
  const properties = (schema.properties ?? {}) as JSONSchema7["properties"];
  return { ...(schema as JSONSchema7), type: "object", properties };
}

async function toolsOf(deps: ReplyToolsDeps, server: McpServerRow): Promise<StoredTool[]> {
  if (server.status !== "pending" && server.tools_listed_at !== null) return server.tools;
  try {
    return await deps.connections.refresh(server);
  } catch (error) {
    deps.log.warn({ err: error, server: server.server_name }, "MCP server unavailable for a reply");
    return server.tools;
  }
}

/** The tool as the model calls it: one of the workspace's servers, or the member's desktop. */
type ToolSource =
  | { kind: "workspace"; server: McpServerRow; tool: StoredTool }
  | { kind: "local"; serverName: string; tool: StoredTool };

function replyTool(deps: ReplyToolsDeps, ctx: ReplyToolContext, source: ToolSource): Tool {
  return dynamicTool({
    description: source.tool.description,
    inputSchema: jsonSchema(objectSchema(source.tool.input_schema)),
    execute: (input, options) =>
      execute(deps, ctx, source, input, options.abortSignal ?? new AbortController().signal),
    toModelOutput: ({ output }) => {
      const out = output as ReplyToolOutput;
      return out.ok ? { type: "text", value: out.text } : { type: "error-text", value: out.text };
    },
  });
}

async function workspaceSources(deps: ReplyToolsDeps, ctx: ReplyToolContext): Promise<ToolSource[]> {
  const choices = await repo.memberServers(deps.db, ctx.accountId, ctx.memberId);
  const enabled = choices.filter((choice) => choice.server_enabled);
  if (enabled.length === 0) return [];
  const servers = (await repo.listServers(deps.db, ctx.accountId)).filter((s) =>
    enabled.some((choice) => choice.server_id === s.id),
  );
  const sources: ToolSource[] = [];
  for (const server of servers) {
    const disabled = new Set(enabled.find((c) => c.server_id === server.id)?.disabled_tools ?? []);
    for (const tool of await toolsOf(deps, server))
      if (!disabled.has(tool.name)) sources.push({ kind: "workspace", server, tool });
  }
  return sources;
}

async function localSources(deps: ReplyToolsDeps, ctx: ReplyToolContext): Promise<ToolSource[]> {
  const sessions = (await listSessions(deps.db, ctx.accountId, ctx.memberId)).filter(
    (session) => ctx.desktopUuid === undefined || session.uuid === ctx.desktopUuid,
  );
  return sessions.flatMap((session) =>
    session.tools.map((tool) => ({
      kind: "local" as const,
      serverName: tool.server_name,
      tool: {
        name: tool.tool_name,
        description: tool.function.description,
        input_schema: tool.function.parameters,
      },
    })),
  );
}

function nameOf(source: ToolSource): { name: string; title: string } {
  if (source.kind === "workspace")
    return {
      name: modelToolName(source.server.server_name, source.tool.name),
      title: `${source.server.server_name} › ${source.tool.name}`,
    };
  // Server names are already safe; a tool's own name may hold characters providers refuse.
  return {
    name: localToolName(source.serverName, source.tool.name).replace(/[^a-zA-Z0-9_-]/g, "_"),
    title: `${source.serverName} › ${source.tool.name}`,
  };
}

export async function replyToolsFor(
  deps: ReplyToolsDeps,
  ctx: ReplyToolContext,
): Promise<ReplyTools | undefined> {
  const sources = [...(await workspaceSources(deps, ctx)), ...(await localSources(deps, ctx))];
  const tools: Record<string, Tool> = {};
  const titles = new Map<string, string>();
  for (const source of sources) {
    const { name, title } = nameOf(source);
    // The first wins a clash: workspace servers, then the desktop posted last.
    if (tools[name] !== undefined) continue;
    titles.set(name, title);
    tools[name] = replyTool(deps, ctx, source);
  }
  if (Object.keys(tools).length === 0) return undefined;
  return { tools, titleOf: (name) => titles.get(name) ?? name };
}

/**
 * The tool as its source lists it at call time (a workspace server is asked again; a local tool is
 * read from what the member's desktop posted last); undefined when it is gone or cannot be listed.
 */
async function currentTool(
  deps: ReplyToolsDeps,
  ctx: ReplyToolContext,
  source: ToolSource,
): Promise<StoredTool | undefined> {
  if (source.kind === "local") {
    const local = await localSources(deps, ctx);
    return local.find(
      (other) =>
        other.kind === "local" &&
        other.serverName === source.serverName &&
        other.tool.name === source.tool.name,
    )?.tool;
  }
  try {
    return (await deps.connections.refresh(source.server)).find((tool) => tool.name === source.tool.name);
  } catch (error) {
    deps.log.warn({ err: error, server: source.server.server_name }, "MCP tool not re-listed before a call");
    return undefined;
  }
}

async function execute(
  deps: ReplyToolsDeps,
  ctx: ReplyToolContext,
  source: ToolSource,
  input: unknown,
  signal: AbortSignal,
): Promise<ReplyToolOutput> {
  const { tool } = source;
  // The model's arguments without control characters: jsonb refuses a NUL, and the tool gets what is shown.
  const clean = stripControlCharactersDeep(input);
  const args =
    typeof clean === "object" && clean !== null && !Array.isArray(clean)
      ? (clean as Record<string, unknown>)
      : {};
  // A local tool's standing answer names its server by name (the member's own desktop servers).
  const grant = await repo.findGrant(
    deps.db,
    ctx.accountId,
    ctx.memberId,
    source.kind === "local" ? { localServerName: source.serverName } : { serverId: source.server.id },
    tool.name,
    ctx.conversationId,
  );
  // A standing allow is checked against the tool as its server describes it now, not as last listed:
  // a description or schema changed since the answer (even mid-reply) asks again at once.
  const current = grant?.decision === "allow" ? await currentTool(deps, ctx, source) : tool;
  const shown = current ?? tool;
  const fingerprint = toolFingerprint(shown);
  const standing =
    grant !== undefined && current !== undefined && grant.tool_fingerprint === fingerprint
      ? grant.decision
      : undefined;
  const row = await repo.insertToolCall(deps.db, ctx.accountId, {
    conversationId: ctx.conversationId,
    messageId: ctx.messageId,
    askedMemberId: ctx.memberId,
    serverId: source.kind === "local" ? null : source.server.id,
    serverName: source.kind === "local" ? source.serverName : source.server.server_name,
    toolName: tool.name,
    toolDescription: stripControlCharacters(shown.description),
    args,
    fingerprint,
    status: standing === "allow" ? "running" : standing === "decline" ? "declined" : "awaiting_permission",
  });
  let settled: CallSettled;
  if (standing === "decline") {
    settled = { kind: "tool-call-settled", status: "declined", text: DECLINED_TEXT };
  } else if (standing === "allow") {
    const result =
      source.kind === "workspace"
        ? await runAllowed(deps, row, source.server, signal)
        : await deps.runLocal(row);
    settled = {
      kind: "tool-call-settled",
      status: result.status === "success" ? "success" : "error",
      text: (result.status === "success" ? result.result : result.error) ?? "",
    };
  } else {
    await deps
      .toMember(ctx.accountId, ctx.memberId, {
        type: "tool_permission_requested",
        request: permissionRequestOf(row),
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, "permission request not delivered"));
    settled = await awaitOutcome(deps, row, deps.permissionTimeoutMs, signal);
  }
  if (settled.status === "stopped") ctx.stop();
  const text =
    settled.status === "success" || settled.status === "error"
      ? await ctx.protect(settled.text)
      : settled.text;
  return { ok: settled.status === "success", status: settled.status, text };
}
