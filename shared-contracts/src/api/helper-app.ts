import { z } from "zod";

/**
 * The desktop helper app (`parley-helper`, the `helper-app/` workspace): a program on the member's
 * own machine that runs the local MCP servers its user configured and answers the web app on
 * `http://127.0.0.1:9001`. Every call but pairing carries the pairing secret in
 * {@link HELPER_SECRET_HEADER}; the helper answers only Host `127.0.0.1:9001` or `localhost:9001`
 * and only the Parley origins its user allowed. Failures answer {@link helperErrorSchema}.
 */

export {
  HELPER_APP_URL,
  HELPER_LAUNCH_URL,
  HELPER_PATHS,
  HELPER_PROTOCOL,
  HELPER_SECRET_HEADER,
  HELPER_SERVER_NAME,
  localToolName,
} from "./helper-app-calls.ts";
import { HELPER_SERVER_NAME } from "./helper-app-calls.ts";

const serverNameSchema = z.string().regex(HELPER_SERVER_NAME);
const toolNameSchema = z.string().min(1).max(200);

/**
 * `starting` until the servers switched on at launch have started (or failed); `stopping` from a
 * shutdown until the port closes (stopping the servers takes seconds).
 */
export const helperStatusSchema = z.object({
  status: z.enum(["starting", "enabled", "stopping"]),
  version: z.string(),
});
export type HelperStatus = z.infer<typeof helperStatusSchema>;

/** An MCP tool of a local server, as the server lists it. */
export const localToolSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** The tool's JSON Schema for its arguments. */
  inputSchema: z.record(z.string(), z.unknown()),
});
export type LocalTool = z.infer<typeof localToolSchema>;

export const localServerStatusSchema = z.enum(["starting", "running", "stopped", "failed"]);
export type LocalServerStatus = z.infer<typeof localServerStatusSchema>;

/** The spec's local server: name, status, iconUrl, tools, hiddenTools. */
export const localServerSchema = z.object({
  name: z.string(),
  status: localServerStatusSchema,
  iconUrl: z.string().nullable(),
  /** Every tool the running server lists, hidden ones too (empty unless running). */
  tools: z.array(localToolSchema),
  /** Names of tools the user hid: not offered to models, refused by execute-tool. */
  hiddenTools: z.array(z.string()),
  /** Why the server failed (status `failed`), from its exit or its first answer. */
  error: z.string().nullable(),
});
export type LocalServer = z.infer<typeof localServerSchema>;

/** `servers`: the servers not stopped (starting, running or failed); `stoppedServers`: the rest. */
export const helperServersSchema = z.object({
  servers: z.array(localServerSchema),
  stoppedServers: z.array(localServerSchema),
});
export type HelperServers = z.infer<typeof helperServersSchema>;

/**
 * A configured server (the `mcpServers` entry of the helper's configuration file). Environment
 * values are never sent, only their names.
 */
export const helperMcpServerSchema = z.object({
  name: z.string(),
  command: z.string(),
  args: z.array(z.string()),
  envNames: z.array(z.string()),
  /** Off: not started when the helper starts (the toggle). */
  enabled: z.boolean(),
  status: localServerStatusSchema,
});
export type HelperMcpServer = z.infer<typeof helperMcpServerSchema>;

export const helperMcpServersSchema = z.object({ mcpServers: z.array(helperMcpServerSchema) });
export type HelperMcpServers = z.infer<typeof helperMcpServersSchema>;

/** Body of open/server, start-server and stop-server. */
export const helperServerRequestSchema = z.object({ serverName: serverNameSchema });
export type HelperServerRequest = z.infer<typeof helperServerRequestSchema>;

/** The spec's "toggle a local server": persistent, and starts or stops it now. */
export const helperServerToggleSchema = z.object({ serverName: serverNameSchema, enabled: z.boolean() });
export type HelperServerToggle = z.infer<typeof helperServerToggleSchema>;

/** Answer of start-server, stop-server and the toggle: the server after the change. */
export const helperServerAnswerSchema = z.object({ server: localServerSchema });
export type HelperServerAnswer = z.infer<typeof helperServerAnswerSchema>;

/** Body of hide-tool and show-tool. */
export const helperToolRequestSchema = z.object({ serverName: serverNameSchema, toolName: toolNameSchema });
export type HelperToolRequest = z.infer<typeof helperToolRequestSchema>;

export const helperHiddenToolsSchema = z.object({ serverName: z.string(), hiddenTools: z.array(z.string()) });
export type HelperHiddenTools = z.infer<typeof helperHiddenToolsSchema>;

/** Runs one tool of a running server; hidden tools and stopped servers are refused. */
export const helperExecuteToolSchema = z.object({
  serverName: serverNameSchema,
  toolName: toolNameSchema,
  arguments: z.record(z.string(), z.unknown()).default({}),
});
export type HelperExecuteTool = z.input<typeof helperExecuteToolSchema>;

/** An MCP content block (text, image, audio, resource…), passed through as the server sent it. */
export const helperContentSchema = z.looseObject({ type: z.string() });

/** The MCP tool result; `isError` is the tool's own failure (the call itself succeeded). */
export const helperToolResultSchema = z.object({
  content: z.array(helperContentSchema),
  isError: z.boolean(),
  structuredContent: z.record(z.string(), z.unknown()).optional(),
});
export type HelperToolResult = z.infer<typeof helperToolResultSchema>;

export const helperOkSchema = z.object({ ok: z.literal(true) });
export type HelperOk = z.infer<typeof helperOkSchema>;

export const helperShutdownSchema = z.object({ status: z.literal("stopping") });
export type HelperShutdown = z.infer<typeof helperShutdownSchema>;

/**
 * A pairing request: the web app shows `code`; the helper prints it with the origin in its terminal
 * and the user approves by typing it there (or `parley-helper pair <code>`). The browser never sends
 * the code back, so it cannot be guessed from a page.
 */
export const helperPairingSchema = z.object({
  pairingId: z.string(),
  code: z.string(),
  expiresInMs: z.number().int(),
});
export type HelperPairing = z.infer<typeof helperPairingSchema>;

/**
 * Body of `POST /pair`: `clientId` is a random id the page makes once per load (letters, digits, `-`,
 * `_`). The helper keeps one waiting request per client and a few per origin, so one page cannot
 * take the pairing slots of another; without it the request counts as the origin's anonymous client.
 */
export const helperPairingRequestSchema = z.object({
  clientId: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .optional(),
});
export type HelperPairingRequest = z.infer<typeof helperPairingRequestSchema>;

export const helperPairingPollSchema = z.object({ pairingId: z.string().min(1).max(100) });
export type HelperPairingPoll = z.infer<typeof helperPairingPollSchema>;

/**
 * `approved` carries the secret once (the request is forgotten then); keep it (e.g. local storage)
 * and send it in {@link HELPER_SECRET_HEADER}. `expired` also answers unknown ids.
 */
export const helperPairingStateSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("pending") }),
  z.object({ status: z.literal("approved"), secret: z.string() }),
  z.object({ status: z.literal("expired") }),
]);
export type HelperPairingState = z.infer<typeof helperPairingStateSchema>;

/**
 * Error codes: `forbidden_host` and `forbidden_origin` (403), `pairing_required` (401: no or wrong
 * secret, or pairing without an Origin), `invalid_request` (400), `not_found` (404: unknown path,
 * server or tool), `server_not_running` (409), `tool_hidden` (403), `tool_failed` (502: the server
 * did not answer).
 */
export const helperErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type HelperError = z.infer<typeof helperErrorSchema>;
