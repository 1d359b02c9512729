import { z } from "zod";
import { ALLOW_CHOICES, DECLINE_CHOICES } from "./tool-decisions.ts";

/**
 * MCP tool servers: remote servers a workspace's owners and admins connect; each member switches a
 * server and its tools on for themselves. During a reply the model may call an enabled tool; the
 * member whose message started the reply answers the tool permission dialog first.
 */
/** Owners and admins manage the workspace's servers here. */
export const ADMIN_MCP_SERVERS_PATH = "/api/v1/admin/mcp/servers/";
export const adminMcpServerPath = (id: number) => `/api/v1/admin/mcp/servers/${id}/`;

export const MCP_SERVER_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export const mcpToolSchema = z.object({
  name: z.string(),
  description: z.string(),
  parameters: z.object({
    properties: z.record(z.string(), z.unknown()),
    required: z.array(z.string()),
  }),
  is_enabled: z.boolean(),
});
export type McpTool = z.infer<typeof mcpToolSchema>;

export const mcpServerStatusSchema = z.enum(["pending", "connected", "failed"]);

export const mcpServerSchema = z.object({
  id: z.number().int(),
  server_name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  /** The member's own switch for this server. */
  is_enabled: z.boolean(),
  server_enabled: z.boolean(),
  tool_count: z.number().int(),
  mcp_tool_list: z.array(mcpToolSchema),
  tools_summary: z.object({ total_tools: z.number().int(), enabled_tools: z.number().int() }),
  tool_permissions: z.array(z.object({ tool_name: z.string(), is_enabled: z.boolean() })),
  status: mcpServerStatusSchema,
  /** Why the last connection failed (status failed). */
  status_reason: z.string().nullable(),
});
export type McpServer = z.infer<typeof mcpServerSchema>;

export const mcpServerPageSchema = z.object({
  count: z.number().int(),
  next: z.number().int().nullable(),
  results: z.array(mcpServerSchema),
});
export type McpServerPage = z.infer<typeof mcpServerPageSchema>;

export const mcpServerListQuerySchema = z.object({
  search: z.string().max(200).optional(),
  ordering: z.enum(["server_name", "-server_name"]).default("server_name"),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type McpServerListQuery = z.infer<typeof mcpServerListQuerySchema>;

export const mcpServerToggleSchema = z.object({ server_enabled: z.boolean() });
export type McpServerToggle = z.infer<typeof mcpServerToggleSchema>;

export const mcpToolPermissionsSchema = z.object({
  tool_permissions: z
    .array(z.object({ tool_name: z.string().min(1).max(200), is_enabled: z.boolean() }))
    .min(1)
    .max(500),
});
export type McpToolPermissionsUpdate = z.infer<typeof mcpToolPermissionsSchema>;

/** A workspace server as owners and admins add it (headers are secrets: sealed, never returned). */
export const mcpServerCreateSchema = z.object({
  server_name: z.string().regex(MCP_SERVER_NAME, "Use lowercase letters, digits, _ and - (at most 40)"),
  url: z.url({ protocol: /^https?$/ }).max(2000),
  description: z.string().max(2000).default(""),
  image_url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .default(null),
  headers: z.record(z.string().regex(/^[A-Za-z0-9-]{1,100}$/), z.string().max(8000)).default({}),
});
export type McpServerCreate = z.input<typeof mcpServerCreateSchema>;

export const adminMcpServerSchema = z.object({
  id: z.number().int(),
  server_name: z.string(),
  url: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  header_names: z.array(z.string()),
  tool_count: z.number().int(),
  status: mcpServerStatusSchema,
  status_reason: z.string().nullable(),
});
export type AdminMcpServer = z.infer<typeof adminMcpServerSchema>;

export { ALLOW_CHOICES, DECLINE_CHOICES };
export const toolDecisionSchema = z.enum([...ALLOW_CHOICES, ...DECLINE_CHOICES]);
export type ToolDecision = z.infer<typeof toolDecisionSchema>;

/** The spec's tool permission request: tool_call_id, tool, args, server, toolInfo description. */
export const toolPermissionRequestSchema = z.object({
  tool_call_id: z.number().int(),
  conversation_id: z.number().int(),
  message_id: z.number().int(),
  tool: z.string(),
  args: z.record(z.string(), z.unknown()),
  server: z.string(),
  toolInfo: z.object({ description: z.string() }),
});
export type ToolPermissionRequest = z.infer<typeof toolPermissionRequestSchema>;
/** `GET /api/v1/mcp/tool-calls/?conversation_id=`: the calls waiting for the member's answer. */
export const waitingToolCallsSchema = z.object({ results: z.array(toolPermissionRequestSchema) });
export type WaitingToolCalls = z.infer<typeof waitingToolCallsSchema>;

/** The spec's tool execution body. */
export const toolRunSchema = z.object({
  conversationId: z.number().int().positive(),
  server: z.string(),
  tool: z.string(),
  args: z.record(z.string(), z.unknown()).default({}),
  userConfirmation: z.boolean(),
  allowType: toolDecisionSchema,
});
export type ToolRun = z.input<typeof toolRunSchema>;

export const toolRunResultSchema = z.object({
  status: z.enum(["success", "error", "declined", "stopped"]),
  result: z.string().nullable(),
  error: z.string().nullable(),
});
export type ToolRunResult = z.infer<typeof toolRunResultSchema>;

/** The spec's result report (PATCH /tool-calls/{id}). */
export const toolCallReportSchema = z.object({
  status: z.enum(["success", "error"]),
  result: z.string().max(200_000).nullable().default(null),
  error: z.string().max(10_000).nullable().default(null),
});
export type ToolCallReport = z.input<typeof toolCallReportSchema>;
/** The report's answer: the call's status now, the reported outcome. */
export const toolCallReportAnswerSchema = z.object({ status: toolCallReportSchema.shape.status });
export type ToolCallReportAnswer = z.infer<typeof toolCallReportAnswerSchema>;

/**
 * A standing answer: allow_always / decline_never, or allow_conversation for one conversation. Of a
 * workspace server's tool, or (`is_local`) of a local server's tool run by the member's desktop helper.
 */
export const toolGrantSchema = z.object({
  id: z.number().int(),
  server_name: z.string(),
  /** The tool is one of the member's local servers (desktop helper app), named `server_name`. */
  is_local: z.boolean(),
  tool_name: z.string(),
  decision: z.enum(["allow_always", "decline_never", "allow_conversation"]),
  conversation_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type ToolGrant = z.infer<typeof toolGrantSchema>;

/** `GET /api/v1/mcp/grants/`: the member's standing answers. */
export const toolGrantListSchema = z.object({ results: z.array(toolGrantSchema) });
export type ToolGrantList = z.infer<typeof toolGrantListSchema>;
