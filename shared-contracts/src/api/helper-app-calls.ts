import { HELPER_APP_PORT, TOOL_NAME_MAX_LENGTH } from "../constants.ts";

// The helper app's addresses, paths and names without its zod schemas (helper-app.ts), so that the
// tools panel can call the helper without bundling zod; helper-app.ts re-exports all of it.

/** Where the web app reaches the helper (the spec's local helper port). */
export const HELPER_APP_URL = `http://127.0.0.1:${HELPER_APP_PORT}`;

/** The pairing secret, sent on every call after pairing. */
export const HELPER_SECRET_HEADER = "X-Parley-Helper-Secret";

/**
 * Local storage key of the desktop uuid (the spec's "a desktop uuid"): set once this browser's helper
 * tools are in the server's desktop tools store. The shell starts the helper agent at page start when
 * it is set (docs/architecture.md § Desktop helper app).
 */
export const DESKTOP_UUID_STORAGE_KEY = "parley.desktop-uuid";

/** The custom protocol `parley-helper install` registers; the toggle opens {@link HELPER_LAUNCH_URL}. */
export const HELPER_PROTOCOL = "parley-helper";
export const HELPER_LAUNCH_URL = `${HELPER_PROTOCOL}://start`;

/** Paths on the helper, with their methods. */
export const HELPER_PATHS = {
  /** GET → {@link HelperStatus}. */
  status: "/status",
  /** GET → {@link HelperServers}. */
  servers: "/servers",
  /** POST {@link HelperExecuteTool} → {@link HelperToolResult}. */
  executeTool: "/execute-tool",
  /** POST (no body) → {@link HelperShutdown}; the helper stops its servers and exits. */
  shutdown: "/shutdown",
  /** GET → {@link HelperMcpServers}; POST {@link HelperServerToggle} → {@link HelperServerAnswer}. */
  mcpServers: "/mcp-servers",
  /** POST {@link HelperServerRequest} → {@link HelperOk}: opens the configuration file on the desktop. */
  openServer: "/open/server",
  /** POST {@link HelperToolRequest} → {@link HelperHiddenTools}. */
  hideTool: "/hide-tool",
  /** POST {@link HelperToolRequest} → {@link HelperHiddenTools}. */
  showTool: "/show-tool",
  /** POST {@link HelperServerRequest} → {@link HelperServerAnswer}. */
  startServer: "/start-server",
  /** POST {@link HelperServerRequest} → {@link HelperServerAnswer}. */
  stopServer: "/stop-server",
  /** POST (no body, no secret) → 201 {@link HelperPairing}: asks to pair the calling origin. */
  pair: "/pair",
  /** POST {@link HelperPairingPoll} (no secret) → {@link HelperPairingState}. */
  pairStatus: "/pair/status",
} as const;

/**
 * A local tool's name as the model and the server see it: server and tool joined by a double
 * underscore, cut to the spec's 63 characters.
 */
export function localToolName(serverName: string, toolName: string): string {
  return `${serverName}__${toolName}`.slice(0, TOOL_NAME_MAX_LENGTH);
}

/** A configured server's name: letters, digits, `_` and `-`, no `__` (the tool-name separator). */
export const HELPER_SERVER_NAME = /^(?!.*__)[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
