// SQL of MCP servers, members' switches, standing answers and tool calls. Every statement is scoped
// by the account id the caller passes in.
import { maybeOne, one } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";
import { stripControlCharactersDeep } from "../../lib/nul-characters.ts";

/** A tool as the server last listed it. */
export interface StoredTool {
  name: string;
  description: string;
  input_schema: Record<string, unknown>;
}

export interface McpServerRow {
  id: number;
  account_id: number;
  server_name: string;
  description: string;
  image_url: string | null;
  url: string;
  headers_encrypted: string | null;
  tools: StoredTool[];
  tools_listed_at: Date | null;
  status: "pending" | "connected" | "failed";
  status_reason: string | null;
}

export interface MemberServerRow {
  server_id: number;
  server_enabled: boolean;
  disabled_tools: string[];
}

const SERVER_COLUMNS =
  "id, account_id, server_name, description, image_url, url, headers_encrypted, tools, tools_listed_at, status, status_reason";

export function insertServer(
  db: Queryable,
  accountId: number,
  values: {
    serverName: string;
    url: string;
    description: string;
    imageUrl: string | null;
    headersEncrypted: string | null;
  },
): Promise<McpServerRow> {
  return one<McpServerRow>(
    db,
    `INSERT INTO mcp_servers (account_id, server_name, url, description, image_url, headers_encrypted)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${SERVER_COLUMNS}`,
    [accountId, values.serverName, values.url, values.description, values.imageUrl, values.headersEncrypted],
  );
}

export function listServers(db: Queryable, accountId: number): Promise<McpServerRow[]> {
  return db.query<McpServerRow>(
    `SELECT ${SERVER_COLUMNS} FROM mcp_servers WHERE account_id = $1 ORDER BY server_name`,
    [accountId],
  );
}

export function findServer(db: Queryable, accountId: number, id: number): Promise<McpServerRow | undefined> {
  return maybeOne<McpServerRow>(
    db,
    `SELECT ${SERVER_COLUMNS} FROM mcp_servers WHERE account_id = $1 AND id = $2`,
    [accountId, id],
  );
}

export function findServerByName(
  db: Queryable,
  accountId: number,
  name: string,
): Promise<McpServerRow | undefined> {
  return maybeOne<McpServerRow>(
    db,
    `SELECT ${SERVER_COLUMNS} FROM mcp_servers WHERE account_id = $1 AND server_name = $2`,
    [accountId, name],
  );
}

export async function deleteServer(db: Queryable, accountId: number, id: number): Promise<boolean> {
  const rows = await db.query("DELETE FROM mcp_servers WHERE account_id = $1 AND id = $2 RETURNING id", [
    accountId,
    id,
  ]);
  return rows.length > 0;
}

/** Records a connection's outcome; tools only when listed (a failure keeps the last known list). */
export async function recordStatus(
  db: Queryable,
  accountId: number,
  id: number,
  outcome: { status: "connected"; tools: StoredTool[] } | { status: "failed"; reason: string },
): Promise<void> {
  if (outcome.status === "connected") {
    await db.query(
      `UPDATE mcp_servers SET status = 'connected', status_reason = NULL, tools = $3::jsonb,
         tools_listed_at = now(), updated_at = now() WHERE account_id = $1 AND id = $2`,
      // A listed description or schema may hold a NUL, which jsonb refuses.
      [accountId, id, JSON.stringify(stripControlCharactersDeep(outcome.tools))],
    );
  } else {
    await db.query(
      `UPDATE mcp_servers SET status = 'failed', status_reason = $3, updated_at = now()
       WHERE account_id = $1 AND id = $2`,
      [accountId, id, outcome.reason.slice(0, 500)],
    );
  }
}

export function memberServers(
  db: Queryable,
  accountId: number,
  memberId: number,
): Promise<MemberServerRow[]> {
  return db.query<MemberServerRow>(
    `SELECT server_id, server_enabled, disabled_tools FROM mcp_member_servers
     WHERE account_id = $1 AND member_id = $2`,
    [accountId, memberId],
  );
}

export async function setMemberServer(
  db: Queryable,
  accountId: number,
  memberId: number,
  serverId: number,
  values: { serverEnabled?: boolean; disabledTools?: string[] },
): Promise<MemberServerRow> {
  return one<MemberServerRow>(
    db,
    `INSERT INTO mcp_member_servers AS m (account_id, member_id, server_id, server_enabled, disabled_tools)
     VALUES ($1, $2, $3, COALESCE($4, false),
       COALESCE(ARRAY(SELECT jsonb_array_elements_text($5::jsonb)), '{}'::text[]))
     ON CONFLICT (account_id, member_id, server_id) DO UPDATE SET
       server_enabled = COALESCE($4, m.server_enabled),
       disabled_tools = CASE WHEN $5::jsonb IS NULL THEN m.disabled_tools
         ELSE ARRAY(SELECT jsonb_array_elements_text($5::jsonb)) END
     RETURNING server_id, server_enabled, disabled_tools`,
    [
      accountId,
      memberId,
      serverId,
      values.serverEnabled ?? null,
      values.disabledTools === undefined ? null : JSON.stringify(values.disabledTools),
    ],
  );
}

export interface GrantRow {
  id: number;
  server_id: number | null;
  /** The workspace server's name, or the local server's (a desktop helper app's). */
  server_name: string;
  is_local: boolean;
  tool_name: string;
  conversation_id: number | null;
  decision: "allow" | "decline";
  tool_fingerprint: string;
  created_at: Date;
}

/** Whose tool a standing answer is about: a workspace server, or a local server by its name. */
export type GrantServer = { serverId: number } | { localServerName: string };

const serverIdOf = (server: GrantServer) => ("serverId" in server ? server.serverId : null);
const localNameOf = (server: GrantServer) => ("localServerName" in server ? server.localServerName : null);

export function listGrants(db: Queryable, accountId: number, memberId: number): Promise<GrantRow[]> {
  return db.query<GrantRow>(
    `SELECT g.id, g.server_id, COALESCE(s.server_name, g.local_server_name) AS server_name,
            g.local_server_name IS NOT NULL AS is_local, g.tool_name, g.conversation_id, g.decision,
            g.tool_fingerprint, g.created_at
     FROM mcp_tool_grants g
     LEFT JOIN mcp_servers s ON s.account_id = g.account_id AND s.id = g.server_id
     WHERE g.account_id = $1 AND g.member_id = $2 ORDER BY g.created_at DESC, g.id DESC`,
    [accountId, memberId],
  );
}

/** The standing answer for a tool: the conversation's first, then the member's. */
export function findGrant(
  db: Queryable,
  accountId: number,
  memberId: number,
  server: GrantServer,
  toolName: string,
  conversationId: number,
): Promise<GrantRow | undefined> {
  return maybeOne<GrantRow>(
    db,
    `SELECT g.id, g.server_id, COALESCE(g.local_server_name, '') AS server_name,
            g.local_server_name IS NOT NULL AS is_local, g.tool_name, g.conversation_id, g.decision,
            g.tool_fingerprint, g.created_at
     FROM mcp_tool_grants g
     WHERE g.account_id = $1 AND g.member_id = $2
       AND g.server_id IS NOT DISTINCT FROM $3 AND g.local_server_name IS NOT DISTINCT FROM $4
       AND g.tool_name = $5 AND (g.conversation_id = $6 OR g.conversation_id IS NULL)
     ORDER BY g.conversation_id NULLS LAST LIMIT 1`,
    [accountId, memberId, serverIdOf(server), localNameOf(server), toolName, conversationId],
  );
}

export async function upsertGrant(
  db: Queryable,
  accountId: number,
  values: {
    memberId: number;
    server: GrantServer;
    toolName: string;
    conversationId: number | null;
    decision: "allow" | "decline";
    fingerprint: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO mcp_tool_grants (account_id, member_id, server_id, local_server_name, tool_name,
       conversation_id, decision, tool_fingerprint)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (account_id, member_id, COALESCE(server_id, 0), COALESCE(local_server_name, ''),
       tool_name, COALESCE(conversation_id, 0))
     DO UPDATE SET decision = EXCLUDED.decision, tool_fingerprint = EXCLUDED.tool_fingerprint,
       created_at = now()`,
    [
      accountId,
      values.memberId,
      serverIdOf(values.server),
      localNameOf(values.server),
      values.toolName,
      values.conversationId,
      values.decision,
      values.fingerprint,
    ],
  );
}

export async function deleteGrant(
  db: Queryable,
  accountId: number,
  memberId: number,
  id: number,
): Promise<boolean> {
  const rows = await db.query(
    "DELETE FROM mcp_tool_grants WHERE account_id = $1 AND member_id = $2 AND id = $3 RETURNING id",
    [accountId, memberId, id],
  );
  return rows.length > 0;
}

export type ToolCallStatus = "awaiting_permission" | "running" | "success" | "error" | "declined" | "stopped";

export interface ToolCallRow {
  id: number;
  account_id: number;
  conversation_id: number;
  message_id: number;
  asked_member_id: number;
  server_id: number | null;
  server_name: string;
  tool_name: string;
  tool_description: string;
  arguments: Record<string, unknown>;
  tool_fingerprint: string;
  status: ToolCallStatus;
  decision: string | null;
  result: string | null;
  error: string | null;
}

const CALL_COLUMNS =
  "id, account_id, conversation_id, message_id, asked_member_id, server_id, server_name, tool_name, tool_description, arguments, tool_fingerprint, status, decision, result, error";

export function insertToolCall(
  db: Queryable,
  accountId: number,
  values: {
    conversationId: number;
    messageId: number;
    askedMemberId: number;
    /** NULL: a local tool of the member's desktop helper app (the browser runs it). */
    serverId: number | null;
    serverName: string;
    toolName: string;
    toolDescription: string;
    args: Record<string, unknown>;
    fingerprint: string;
    status: ToolCallStatus;
  },
): Promise<ToolCallRow> {
  return one<ToolCallRow>(
    db,
    `INSERT INTO tool_calls (account_id, conversation_id, message_id, asked_member_id, server_id,
       server_name, tool_name, tool_description, arguments, tool_fingerprint, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11) RETURNING ${CALL_COLUMNS}`,
    [
      accountId,
      values.conversationId,
      values.messageId,
      values.askedMemberId,
      values.serverId,
      values.serverName,
      values.toolName,
      values.toolDescription,
      JSON.stringify(values.args),
      values.fingerprint,
      values.status,
    ],
  );
}

export function findToolCall(db: Queryable, accountId: number, id: number): Promise<ToolCallRow | undefined> {
  return maybeOne<ToolCallRow>(
    db,
    `SELECT ${CALL_COLUMNS} FROM tool_calls WHERE account_id = $1 AND id = $2`,
    [accountId, id],
  );
}

export function waitingToolCalls(
  db: Queryable,
  accountId: number,
  memberId: number,
  conversationId: number,
): Promise<ToolCallRow[]> {
  return db.query<ToolCallRow>(
    // Only calls of a reply still being written: a reply that ended (or a crashed server) asks nothing.
    `SELECT ${CALL_COLUMNS.split(", ")
      .map((c) => `t.${c}`)
      .join(", ")} FROM tool_calls t
     JOIN messages m ON m.account_id = t.account_id AND m.id = t.message_id AND m.status = 'streaming'
     WHERE t.account_id = $1 AND t.asked_member_id = $2 AND t.conversation_id = $3
       AND t.status = 'awaiting_permission' ORDER BY t.id`,
    [accountId, memberId, conversationId],
  );
}

/**
 * Moves a call from one status to the next; undefined when it was no longer in `from` (answered
 * twice, or timed out meanwhile), so exactly one answer wins.
 */
export function transitionToolCall(
  db: Queryable,
  accountId: number,
  id: number,
  from: readonly ToolCallStatus[],
  to: {
    status: ToolCallStatus;
    decision?: string | undefined;
    result?: string | null | undefined;
    error?: string | null | undefined;
  },
): Promise<ToolCallRow | undefined> {
  const final = to.status !== "awaiting_permission" && to.status !== "running";
  return maybeOne<ToolCallRow>(
    db,
    `UPDATE tool_calls SET status = $4,
       decision = COALESCE($5, decision),
       result = COALESCE($6, result),
       error = COALESCE($7, error),
       decided_at = CASE WHEN $5::text IS NULL THEN decided_at ELSE now() END,
       completed_at = CASE WHEN $8 THEN now() ELSE completed_at END
     WHERE account_id = $1 AND id = $2 AND status IN (SELECT jsonb_array_elements_text($3::jsonb))
     RETURNING ${CALL_COLUMNS}`,
    [
      accountId,
      id,
      JSON.stringify(from),
      to.status,
      to.decision ?? null,
      to.result ?? null,
      to.error ?? null,
      final,
    ],
  );
}

/** Calls left waiting or running by a reply that is over (stopped, failed, server restart). */
export async function closeOpenToolCalls(
  db: Queryable,
  accountId: number,
  messageId: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE tool_calls SET status = 'stopped', completed_at = now()
     WHERE account_id = $1 AND message_id = $2 AND status IN ('awaiting_permission', 'running')
     RETURNING id`,
    [accountId, messageId],
  );
  return rows.map((row) => row.id);
}
