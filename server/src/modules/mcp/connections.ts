// Connections to remote MCP servers with @modelcontextprotocol/sdk: Streamable HTTP first, the older
// HTTP+SSE transport when a server does not speak it. Every request goes through the SSRF guard's
// fetch (checked at connect time and on each redirect, connected to the checked address; no redirect
// to another origin; each message cut past PARLEY_MCP_MAX_MESSAGE_BYTES while it is read). One client
// per server, reused; a failure is recorded as the server's status and the next attempt waits with a
// doubling backoff, so a dead server costs one quick error rather than a timeout per reply.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../lib/db/database.ts";
import { tooLargeMessageIn } from "../../lib/net/byte-cap.ts";
import { createGuardedFetch } from "../../lib/net/safe-fetch.ts";
import type { FetchPolicy } from "../../lib/net/safe-fetch.ts";
import { FetchBlockedError } from "../../lib/net/ssrf-guard.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import * as repo from "./repository.ts";
import type { McpServerRow, StoredTool } from "./repository.ts";
import { describeToolResult } from "./tool-result.ts";
import type { ToolOutcome } from "./tool-result.ts";

export interface McpConnectionOptions {
  db: Database;
  box: SecretBox;
  /** The guarded fetch's policy; each server's sealed header names are added as secret. */
  fetchPolicy: FetchPolicy;
  log: FastifyBaseLogger;
  /** Connecting and listing tools must finish within this. */
  connectTimeoutMs: number;
  /** One tool call must finish within this. */
  callTimeoutMs: number;
  /** The first retry after a failure; doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface McpConnections {
  /** Connects if needed, lists the tools and records the outcome (status, tools or reason). */
  refresh(server: McpServerRow): Promise<StoredTool[]>;
  /** Runs one tool; failures of the server or the tool come back as an error outcome. */
  call(
    server: McpServerRow,
    tool: string,
    args: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<ToolOutcome>;
  /** Drops the server's client (removed, or its URL or headers changed). */
  forget(serverId: number): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  key: string;
  client: Promise<Client>;
}

interface Backoff {
  failures: number;
  retryAt: number;
  reason: string;
}

/** The associated data that binds sealed headers to their workspace and server. */
export const headersSealedFor = (accountId: number, serverName: string) =>
  `mcp-headers:${accountId}:${serverName}`;

/** Why a connection failed, in words an admin can act on (the guard's refusals stay specific). */
export function describeConnectError(error: unknown): string {
  if (error instanceof FetchBlockedError) return error.message;
  const tooLarge = tooLargeMessageIn(error);
  if (tooLarge !== undefined) return tooLarge;
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}

export function createMcpConnections(options: McpConnectionOptions): McpConnections {
  const clients = new Map<number, Entry>();
  /** Clients closed because a message passed the byte cap, and the cap's message. */
  const cutReasons = new WeakMap<Client, string>();
  const backoffs = new Map<number, Backoff>();
  const base = options.backoffMs ?? 1000;
  const max = options.maxBackoffMs ?? 300_000;

  const headersOf = (server: McpServerRow): Record<string, string> =>
    server.headers_encrypted === null
      ? {}
      : (JSON.parse(
          options.box.open(server.headers_encrypted, headersSealedFor(server.account_id, server.server_name)),
        ) as Record<string, string>);

  const keyOf = (server: McpServerRow) => `${server.url}\n${server.headers_encrypted ?? ""}`;

  async function connect(server: McpServerRow): Promise<Client> {
    const url = new URL(server.url);
    const headers = headersOf(server);
    const requestInit = { headers };
    const fetch = createGuardedFetch({ ...options.fetchPolicy, secretHeaders: Object.keys(headers) });
    const attempt = async (transport: Transport): Promise<Client> => {
      const client = new Client({ name: "parley", version: "1.0.0" });
      // A message cut by the byte cap on an event stream reaches the SDK only as a transport error
      // (the pending call would wait for its timeout): the client is closed, its calls fail at once
      // and say why.
      client.onerror = (error) => {
        const reason = tooLargeMessageIn(error);
        if (reason === undefined || cutReasons.has(client)) return;
        cutReasons.set(client, reason);
        void client.close().catch(() => undefined);
      };
      try {
        await client.connect(transport, { timeout: options.connectTimeoutMs });
      } catch (error) {
        // An SSE transport whose start failed would otherwise keep reconnecting in the background.
        await transport.close().catch(() => undefined);
        throw error;
      }
      return client;
    };
    try {
      return await attempt(new StreamableHTTPClientTransport(url, { fetch, requestInit }));
    } catch (error) {
      // A refused address is refused for every transport; anything else may be an older server.
      if (error instanceof FetchBlockedError || hasBlockedCause(error)) throw error;
      options.log.debug({ err: error, server: server.server_name }, "streamable HTTP failed, trying SSE");
      return attempt(new SSEClientTransport(url, { fetch, requestInit }));
    }
  }

  function clientFor(server: McpServerRow): Promise<Client> {
    const existing = clients.get(server.id);
    if (existing !== undefined && existing.key === keyOf(server)) return existing.client;
    if (existing !== undefined) void existing.client.then((c) => c.close()).catch(() => undefined);
    const backoff = backoffs.get(server.id);
    if (backoff !== undefined && Date.now() < backoff.retryAt) {
      const seconds = Math.ceil((backoff.retryAt - Date.now()) / 1000);
      return Promise.reject(new Error(`${backoff.reason} (next attempt in ${seconds} s)`));
    }
    const client = connect(server);
    const entry: Entry = { key: keyOf(server), client };
    clients.set(server.id, entry);
    client.then(
      (connected) => {
        backoffs.delete(server.id);
        // The transport closed (server gone): the next use connects again.
        connected.onclose = () => {
          if (clients.get(server.id) === entry) clients.delete(server.id);
        };
      },
      (error: unknown) => {
        if (clients.get(server.id) === entry) clients.delete(server.id);
        const failures = (backoffs.get(server.id)?.failures ?? 0) + 1;
        backoffs.set(server.id, {
          failures,
          retryAt: Date.now() + Math.min(max, base * 2 ** (failures - 1)),
          reason: describeConnectError(error),
        });
      },
    );
    return client;
  }

  async function fail(server: McpServerRow, error: unknown): Promise<never> {
    const reason = describeConnectError(error);
    await repo.recordStatus(options.db, server.account_id, server.id, { status: "failed", reason });
    throw new Error(reason);
  }

  return {
    async refresh(server) {
      try {
        const client = await clientFor(server);
        const listed = await client.listTools(undefined, { timeout: options.connectTimeoutMs });
        const tools: StoredTool[] = listed.tools.map((tool) => ({
          name: tool.name,
          description: tool.description ?? "",
          input_schema: tool.inputSchema,
        }));
        await repo.recordStatus(options.db, server.account_id, server.id, { status: "connected", tools });
        return tools;
      } catch (error) {
        return fail(server, error);
      }
    },
    async call(server, tool, args, signal) {
      let client: Client;
      try {
        client = await clientFor(server);
      } catch (error) {
        await repo
          .recordStatus(options.db, server.account_id, server.id, {
            status: "failed",
            reason: describeConnectError(error),
          })
          .catch(() => undefined);
        return {
          ok: false,
          text: `The tool server ${server.server_name} cannot be reached: ${describeConnectError(error)}`,
        };
      }
      try {
        const result = await client.callTool({ name: tool, arguments: args }, undefined, {
          signal,
          timeout: options.callTimeoutMs,
        });
        return describeToolResult(result);
      } catch (error) {
        if (signal.aborted) throw error;
        // The connection may be broken: start afresh next time.
        const entry = clients.get(server.id);
        if (entry !== undefined) {
          clients.delete(server.id);
          void entry.client.then((c) => c.close()).catch(() => undefined);
        }
        const reason = cutReasons.get(client) ?? describeConnectError(error);
        return { ok: false, text: `The tool ${tool} failed: ${reason}` };
      }
    },
    async forget(serverId) {
      const entry = clients.get(serverId);
      clients.delete(serverId);
      backoffs.delete(serverId);
      if (entry !== undefined) await entry.client.then((c) => c.close()).catch(() => undefined);
    },
    async close() {
      const entries = [...clients.values()];
      clients.clear();
      await Promise.allSettled(entries.map((entry) => entry.client.then((c) => c.close())));
    },
  };
}

function hasBlockedCause(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof FetchBlockedError) return true;
    current = (current as Error & { cause?: unknown }).cause;
  }
  return false;
}
