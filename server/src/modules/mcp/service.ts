// Workspace MCP servers: added by owners and admins (admin API, ops CLI) with their URL checked by
// the SSRF guard and secret headers sealed; listed to members with their own switches; tool lists
// refreshed when stale. Standing answers of the permission dialog are listed and revoked here.
import {
  mcpServerCreateSchema,
  type AdminMcpServer,
  type McpServer,
  type McpServerCreate,
  type McpServerListQuery,
  type McpServerPage,
  type ToolGrant,
} from "@parley/shared-contracts/api/mcp";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../lib/db/database.ts";
import { HttpError, issuesToFields } from "../../lib/http-error.ts";
import { assertUrlAllowed, FetchBlockedError } from "../../lib/net/ssrf-guard.ts";
import type { AllowList } from "../../lib/net/ssrf-guard.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import { headersSealedFor } from "./connections.ts";
import type { McpConnections } from "./connections.ts";
import * as repo from "./repository.ts";
import type { McpServerRow, MemberServerRow, StoredTool } from "./repository.ts";

/** A listed tool list older than this is listed again (in the background) when shown. */
export const TOOLS_STALE_MS = 10 * 60_000;

export interface McpAdminDeps {
  db: Database;
  box: SecretBox;
  allow: AllowList;
}

/** Refuses a URL the SSRF guard would refuse (checked again, with the resolved address, on connect). */
export function assertServerUrl(url: string, allow: AllowList): void {
  try {
    assertUrlAllowed(new URL(url), allow);
  } catch (error) {
    if (error instanceof FetchBlockedError)
      throw new HttpError(400, "url_not_allowed", error.message, { url: [error.reason] });
    throw new HttpError(400, "validation_error", "Invalid URL", { url: ["invalid"] });
  }
}

export async function addServer(
  deps: McpAdminDeps,
  accountId: number,
  input: McpServerCreate,
): Promise<McpServerRow> {
  const parsed = mcpServerCreateSchema.safeParse(input);
  if (!parsed.success)
    throw new HttpError(400, "validation_error", "Invalid MCP server", issuesToFields(parsed.error.issues));
  const value = parsed.data;
  assertServerUrl(value.url, deps.allow);
  if (value.image_url !== null) assertServerUrl(value.image_url, deps.allow);
  if ((await repo.findServerByName(deps.db, accountId, value.server_name)) !== undefined)
    throw new HttpError(409, "server_exists", `An MCP server named ${value.server_name} exists`, {
      server_name: ["taken"],
    });
  const headers = Object.keys(value.headers).length > 0 ? JSON.stringify(value.headers) : null;
  return repo.insertServer(deps.db, accountId, {
    serverName: value.server_name,
    url: value.url,
    description: value.description,
    imageUrl: value.image_url,
    headersEncrypted:
      headers === null ? null : deps.box.seal(headers, headersSealedFor(accountId, value.server_name)),
  });
}

export function headerNames(box: SecretBox, row: McpServerRow): string[] {
  if (row.headers_encrypted === null) return [];
  try {
    return Object.keys(
      JSON.parse(
        box.open(row.headers_encrypted, headersSealedFor(row.account_id, row.server_name)),
      ) as object,
    );
  } catch {
    return ["(unreadable with this secret)"];
  }
}

export function toAdminServer(box: SecretBox, row: McpServerRow): AdminMcpServer {
  return {
    id: row.id,
    server_name: row.server_name,
    url: row.url,
    description: row.description,
    image_url: row.image_url,
    header_names: headerNames(box, row),
    tool_count: row.tools.length,
    status: row.status,
    status_reason: row.status_reason,
  };
}

function toolParameters(tool: StoredTool): { properties: Record<string, unknown>; required: string[] } {
  const schema = tool.input_schema;
  const properties =
    typeof schema.properties === "object" && schema.properties !== null
      ? (schema.properties as Record<string, unknown>)
      : {};
  const required = Array.isArray(schema.required)
    ? schema.required.filter((r): r is string => typeof r === "string")
    : [];
  return { properties, required };
}

export function toMemberServer(row: McpServerRow, choice: MemberServerRow | undefined): McpServer {
  const enabled = choice?.server_enabled ?? false;
  const disabled = new Set(choice?.disabled_tools ?? []);
  const tools = row.tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    parameters: toolParameters(tool),
    is_enabled: !disabled.has(tool.name),
  }));
  return {
    id: row.id,
    server_name: row.server_name,
    description: row.description,
    image_url: row.image_url,
    is_enabled: enabled,
    server_enabled: enabled,
    tool_count: tools.length,
    mcp_tool_list: tools,
    tools_summary: {
      total_tools: tools.length,
      enabled_tools: enabled ? tools.filter((t) => t.is_enabled).length : 0,
    },
    tool_permissions: tools.map((t) => ({ tool_name: t.name, is_enabled: t.is_enabled })),
    status: row.status,
    status_reason: row.status_reason,
  };
}

export interface MemberListDeps {
  db: Database;
  connections: McpConnections;
  log: FastifyBaseLogger;
}

/** Lists a server's tools now when never listed; in the background when stale. */
async function freshen(deps: MemberListDeps, row: McpServerRow): Promise<McpServerRow> {
  const listedAt = row.tools_listed_at?.getTime();
  if (row.status === "pending" || listedAt === undefined) {
    try {
      const tools = await deps.connections.refresh(row);
      return { ...row, tools, status: "connected", status_reason: null };
    } catch (error) {
      return { ...row, status: "failed", status_reason: (error as Error).message };
    }
  }
  if (Date.now() - listedAt > TOOLS_STALE_MS)
    void deps.connections
      .refresh(row)
      .catch((error: unknown) =>
        deps.log.info({ err: error, server: row.server_name }, "MCP refresh failed"),
      );
  return row;
}

export async function listForMember(
  deps: MemberListDeps,
  accountId: number,
  memberId: number,
  query: McpServerListQuery,
): Promise<McpServerPage> {
  const search = query.search?.trim().toLowerCase() ?? "";
  let rows = await repo.listServers(deps.db, accountId);
  if (search !== "")
    rows = rows.filter(
      (row) =>
        row.server_name.toLowerCase().includes(search) || row.description.toLowerCase().includes(search),
    );
  if (query.ordering === "-server_name") rows.reverse();
  const start = (query.page - 1) * query.page_size;
  const page = rows.slice(start, start + query.page_size);
  const choices = await repo.memberServers(deps.db, accountId, memberId);
  const results = await Promise.all(
    page.map(async (row) =>
      toMemberServer(
        await freshen(deps, row),
        choices.find((c) => c.server_id === row.id),
      ),
    ),
  );
  return { count: rows.length, next: start + query.page_size < rows.length ? query.page + 1 : null, results };
}

export async function serverForMember(
  deps: MemberListDeps,
  accountId: number,
  memberId: number,
  id: number,
): Promise<McpServer> {
  const row = await repo.findServer(deps.db, accountId, id);
  if (row === undefined) throw new HttpError(404, "not_found", "No such MCP server");
  const choices = await repo.memberServers(deps.db, accountId, memberId);
  return toMemberServer(
    await freshen(deps, row),
    choices.find((c) => c.server_id === id),
  );
}

export async function toggleServer(
  db: Database,
  accountId: number,
  memberId: number,
  id: number,
  enabled: boolean,
): Promise<void> {
  if ((await repo.findServer(db, accountId, id)) === undefined)
    throw new HttpError(404, "not_found", "No such MCP server");
  await repo.setMemberServer(db, accountId, memberId, id, { serverEnabled: enabled });
}

export async function setToolPermissions(
  db: Database,
  accountId: number,
  memberId: number,
  id: number,
  permissions: readonly { tool_name: string; is_enabled: boolean }[],
): Promise<void> {
  const row = await repo.findServer(db, accountId, id);
  if (row === undefined) throw new HttpError(404, "not_found", "No such MCP server");
  const known = new Set(row.tools.map((t) => t.name));
  const unknown = permissions.filter((p) => !known.has(p.tool_name)).map((p) => p.tool_name);
  if (unknown.length > 0)
    throw new HttpError(400, "validation_error", `Unknown tool ${unknown[0] ?? ""}`, {
      tool_permissions: unknown.map((name) => `unknown:${name}`),
    });
  const current = (await repo.memberServers(db, accountId, memberId)).find((c) => c.server_id === id);
  const disabled = new Set(current?.disabled_tools ?? []);
  for (const p of permissions) {
    if (p.is_enabled) disabled.delete(p.tool_name);
    else disabled.add(p.tool_name);
  }
  await repo.setMemberServer(db, accountId, memberId, id, {
    disabledTools: [...disabled],
    // Switching a tool on uses the server too.
    ...(permissions.some((p) => p.is_enabled) ? { serverEnabled: true } : {}),
  });
}

export async function listGrants(db: Database, accountId: number, memberId: number): Promise<ToolGrant[]> {
  const rows = await repo.listGrants(db, accountId, memberId);
  return rows.map((row) => ({
    id: row.id,
    server_name: row.server_name,
    is_local: row.is_local,
    tool_name: row.tool_name,
    decision:
      row.conversation_id !== null
        ? "allow_conversation"
        : row.decision === "allow"
          ? "allow_always"
          : "decline_never",
    conversation_id: row.conversation_id,
    created_at: row.created_at.toISOString(),
  }));
}
