import { z } from "zod";
import { TOOL_NAME_MAX_LENGTH } from "../constants.ts";
import { HELPER_SERVER_NAME } from "./helper-app.ts";

/**
 * The spec's desktop tools store: the browser that runs the desktop helper app tells the server which
 * local tools its member has (docs/product/helper-app.md § Keeping the server in step). A reply offers
 * them to the model as `server__tool`; a call goes back to that browser as `invoke_local_mcp_server`
 * and its result comes in through `PATCH /api/v1/tool-calls/{id}/`.
 */

/** POST: store (or, with an empty list, clear) a desktop's tools; GET: the member's desktops. */
export const DESKTOP_TOOLS_PATH = "/api/v1/desktop-tools/";

/** One local tool: the model-facing function and the local server and tool it runs. */
export const desktopToolSchema = z.object({
  type: z.literal("function"),
  function: z.object({
    /** `server__tool`, at most 63 characters ({@link localToolName}). */
    name: z.string().min(1).max(TOOL_NAME_MAX_LENGTH),
    description: z.string().max(10_000),
    /** The tool's JSON Schema for its arguments. */
    parameters: z.record(z.string(), z.unknown()),
  }),
  server_name: z.string().regex(HELPER_SERVER_NAME),
  /** The tool's own name on its server (the function name may be cut). */
  tool_name: z.string().min(1).max(200),
});
export type DesktopTool = z.infer<typeof desktopToolSchema>;

/** The store call: `uuid` is the desktop's (absent on the first post: the server makes one). */
export const desktopToolsPostSchema = z.object({
  uuid: z.uuid().optional(),
  /** The browser page that runs the helper calls (one per page load). */
  session_uuid: z.uuid(),
  tools: z.array(desktopToolSchema).max(500),
});
export type DesktopToolsPost = z.infer<typeof desktopToolsPostSchema>;

/** A desktop session: its uuid, the page that last posted it, its tools. */
export const desktopSessionSchema = z.object({
  uuid: z.uuid(),
  session_uuid: z.uuid(),
  tools: z.array(desktopToolSchema),
});
export type DesktopSession = z.infer<typeof desktopSessionSchema>;

export const desktopSessionListSchema = z.object({ results: z.array(desktopSessionSchema) });
export type DesktopSessionList = z.infer<typeof desktopSessionListSchema>;

/** The latest helper version to download, when the server names one. */
export const helperReleaseSchema = z.object({ version: z.string(), download_url: z.string() });
export type HelperRelease = z.infer<typeof helperReleaseSchema>;

export const desktopHelperSettingsSchema = z.object({
  /** The helper's loopback port (9001 unless the server says otherwise, e.g. in tests). */
  port: z.number().int().min(1).max(65_535),
  latest: helperReleaseSchema.nullable(),
});
export type DesktopHelperSettings = z.infer<typeof desktopHelperSettingsSchema>;

/**
 * The payload of `invoke_local_mcp_server`: a reply's call of a local tool, allowed by the member.
 * Only the page whose `session_uuid` it names runs it (through its helper) and reports the result.
 */
export const localToolInvocationSchema = z.object({
  tool_call_id: z.number().int().positive(),
  conversation_id: z.number().int().positive(),
  uuid: z.uuid(),
  session_uuid: z.uuid(),
  server_name: z.string(),
  tool_name: z.string(),
  arguments: z.record(z.string(), z.unknown()),
});
export type LocalToolInvocation = z.infer<typeof localToolInvocationSchema>;
