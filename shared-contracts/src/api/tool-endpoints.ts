// The tools panel's endpoints (endpoint.ts): the tools ("Agentics") with their editor, upload and
// download; the member's view of the workspace's MCP servers and their standing tool answers; the
// desktop helper's settings, its local tools store and the result report of a call it ran.
import type { DesktopHelperSettings, DesktopSession, DesktopToolsPost } from "./desktop-tools.ts";
import { endpoint, rawEndpoint } from "./endpoint.ts";
import type {
  McpServer,
  McpServerListQuery,
  McpServerPage,
  McpServerToggle,
  McpToolPermissionsUpdate,
  ToolCallReport,
  ToolCallReportAnswer,
  ToolGrantList,
} from "./mcp.ts";
import type { Tool, ToolCreated, ToolListQuery, ToolPage, ToolUploadResult } from "./tools.ts";

/** A call that answers nothing a client reads (204). */
type NoContent = unknown;

export const toolEndpoints = {
  list: endpoint<ToolPage, { query: Partial<ToolListQuery> }>()("GET", "/api/v1/tools/"),
  /** A blank Personal tool (no body): its id (201). */
  create: endpoint<ToolCreated>()("POST", "/api/v1/tools/"),
  get: endpoint<Tool>()("GET", "/api/v1/tools/:id/"),
  /** Multipart: json_tool_data, the knowledge files (images, documents) and the ids to remove. */
  update: endpoint<Tool, { body: FormData }>()("PATCH", "/api/v1/tools/:id/"),
  remove: endpoint<NoContent>()("DELETE", "/api/v1/tools/:id/"),
  /** The tool's file (JSON, or CSV), named by Content-Disposition. */
  download: rawEndpoint<Blob, { query?: { format?: "json" | "csv" } }>()(
    "GET",
    "/api/v1/tools/:id/download/",
  ),
  /** Multipart: the tool files, repeated `files` fields; each file answered on its own. */
  upload: endpoint<ToolUploadResult, { body: FormData }>()("POST", "/api/v1/tools/upload/"),
} as const;

export const mcpServerEndpoints = {
  list: endpoint<McpServerPage, { query: Partial<McpServerListQuery> }>()("GET", "/api/v1/mcp/servers/"),
  get: endpoint<McpServer>()("GET", "/api/v1/mcp/servers/:id/"),
  toggle: endpoint<McpServer, { body: McpServerToggle }>()("PATCH", "/api/v1/mcp/servers/:id/"),
  toolPermissions: endpoint<McpServer, { body: McpToolPermissionsUpdate }>()(
    "POST",
    "/api/v1/mcp/servers/:id/tool_permissions/",
  ),
} as const;

export const toolGrantEndpoints = {
  list: endpoint<ToolGrantList>()("GET", "/api/v1/mcp/grants/"),
  revoke: endpoint<NoContent>()("DELETE", "/api/v1/mcp/grants/:id/"),
} as const;

export const desktopToolEndpoints = {
  /** Where the helper listens and its latest release (server settings). */
  helper: endpoint<DesktopHelperSettings>()("GET", "/api/v1/desktop-tools/helper/"),
  /** Stores (an empty list clears) a desktop's local tools. */
  store: endpoint<DesktopSession, { body: DesktopToolsPost }>()("POST", "/api/v1/desktop-tools/"),
  /** The spec's result report of a call this page ran through its helper. */
  report: endpoint<ToolCallReportAnswer, { body: ToolCallReport }>()("PATCH", "/api/v1/tool-calls/:id/"),
} as const;
