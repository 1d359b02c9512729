// Everything MCP needs at run time, made once per server process: the connections, the tool-call
// machinery shared by replies and the answer route, and the admin checks.
import type { ToolRunResult } from "@parley/shared-contracts/api/mcp";
import type { RealtimeEvent } from "@parley/shared-contracts/api/realtime";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../lib/db/database.ts";
import type { PubSub } from "../../lib/pubsub/pubsub.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import { runLocal } from "../desktop-tools/local-calls.ts";
import { createMcpConnections } from "./connections.ts";
import type { McpConnections } from "./connections.ts";
import type { ToolCallRow } from "./repository.ts";
import type { ReplyToolContext, ReplyTools } from "./reply-tools.ts";
import { inToolSpan } from "./tool-span.ts";
import { replyToolsFor } from "./reply-tools.ts";
import type { McpAdminDeps } from "./service.ts";
import type { ToolCallDeps } from "./tool-calls.ts";

export interface McpRuntime {
  connections: McpConnections;
  callDeps: ToolCallDeps;
  adminDeps: McpAdminDeps;
  callTimeoutMs: number;
  /** Runs an allowed call of a local tool through the member's browser (desktop-tools). */
  runLocal: (row: ToolCallRow) => Promise<ToolRunResult>;
  replyTools: (ctx: ReplyToolContext) => Promise<ReplyTools | undefined>;
  close(): Promise<void>;
}

export function createMcpRuntime(options: {
  db: Database;
  pubsub: PubSub;
  box: SecretBox;
  config: Config["mcp"];
  localCallTimeoutMs: number;
  outboundFetch: Config["outboundFetch"];
  log: FastifyBaseLogger;
  toMember: (accountId: number, memberId: number, event: RealtimeEvent) => Promise<void>;
}): McpRuntime {
  const { db, config, log } = options;
  const connections = createMcpConnections({
    db,
    box: options.box,
    // Every MCP request through the SSRF guard: checked before connecting and on each redirect; a
    // redirect to another origin is refused, and a message is cut past the cap while it is read.
    fetchPolicy: {
      allow: options.outboundFetch.allow,
      redirects: "same-origin-only",
      endpoint: "An MCP server",
      maxResponseBytes: { maxBytes: config.maxMessageBytes, setting: "PARLEY_MCP_MAX_MESSAGE_BYTES" },
    },
    log,
    connectTimeoutMs: config.connectTimeoutMs,
    callTimeoutMs: config.callTimeoutMs,
  });
  const callDeps: ToolCallDeps = {
    db,
    pubsub: options.pubsub,
    toMember: options.toMember,
    run: (server, tool, args, signal) =>
      inToolSpan(
        { server: server.server_name, tool, where: "mcp" },
        () => connections.call(server, tool, args, signal),
        (outcome) => !outcome.ok,
      ),
  };
  const local = (row: ToolCallRow) =>
    inToolSpan(
      { server: row.server_name, tool: row.tool_name, where: "desktop" },
      () => runLocal({ ...callDeps, timeoutMs: options.localCallTimeoutMs }, row),
      (result) => result.status !== "success",
    );
  const replyDeps = {
    ...callDeps,
    connections,
    log,
    permissionTimeoutMs: config.permissionTimeoutMs,
    runLocal: local,
  };
  return {
    connections,
    callDeps,
    adminDeps: { db, box: options.box, allow: options.outboundFetch.allow },
    callTimeoutMs: config.callTimeoutMs,
    runLocal: local,
    replyTools: (ctx) => replyToolsFor(replyDeps, ctx),
    close: () => connections.close(),
  };
}
