import { HELPER_PATHS, HELPER_SECRET_HEADER } from "@parley/shared-contracts/api/helper-app-calls";
import type {
  HelperExecuteTool,
  HelperHiddenTools,
  HelperPairing,
  HelperPairingRequest,
  HelperPairingState,
  HelperServerAnswer,
  HelperServers,
  HelperStatus,
  HelperToolResult,
} from "@parley/shared-contracts/api/helper-app";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";
import { pageSessionUuid } from "../utils/page-session.ts";

// The calls to the desktop helper app on the member's own machine (helper-app/README.md § What
// Parley calls). Answers are trusted to have the contract's shape, as the server's are (no zod in the
// panel's bundle).

/** The helper's error codes this panel acts on. */
export const PAIRING_REQUIRED = "pairing_required";
export const FORBIDDEN_ORIGIN = "forbidden_origin";

/** The helper's `{error: {code}}` of a failed call, if it answered one. */
export function helperErrorCode(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { error?: { code?: unknown } } | null;
  return typeof body?.error?.code === "string" ? body.error.code : undefined;
}

export interface HelperClient {
  status(): Promise<HelperStatus>;
  servers(): Promise<HelperServers>;
  executeTool(call: HelperExecuteTool): Promise<HelperToolResult>;
  shutdown(): Promise<void>;
  startServer(serverName: string): Promise<HelperServerAnswer>;
  stopServer(serverName: string): Promise<HelperServerAnswer>;
  hideTool(serverName: string, toolName: string): Promise<HelperHiddenTools>;
  showTool(serverName: string, toolName: string): Promise<HelperHiddenTools>;
  openServer(serverName: string): Promise<void>;
  pair(): Promise<HelperPairing>;
  pairStatus(pairingId: string): Promise<HelperPairingState>;
}

/**
 * A client of the helper on `127.0.0.1:<port>`; `secret()` is read on each call, so a pairing made
 * meanwhile is used at once. A helper that does not run rejects with a TypeError (fetch failed).
 */
export function createHelperClient(port: number, secret: () => string | null): HelperClient {
  const base = `http://127.0.0.1:${port}`;
  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    withSecret = true,
  ): Promise<T> {
    const headers: Record<string, string> = {};
    const key = withSecret ? secret() : null;
    if (key !== null) headers[HELPER_SECRET_HEADER] = key;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      // The helper is on this machine: a call that hangs means it is stuck, not slow.
      signal: AbortSignal.timeout(path === HELPER_PATHS.executeTool ? 180_000 : 10_000),
    });
    if (!response.ok) throw new HttpError(response.status, await readJson(response));
    return (await readJson(response)) as T;
  }
  return {
    status: () => call("GET", HELPER_PATHS.status),
    servers: () => call("GET", HELPER_PATHS.servers),
    executeTool: (request) => call("POST", HELPER_PATHS.executeTool, request),
    shutdown: () => call("POST", HELPER_PATHS.shutdown),
    startServer: (serverName) => call("POST", HELPER_PATHS.startServer, { serverName }),
    stopServer: (serverName) => call("POST", HELPER_PATHS.stopServer, { serverName }),
    hideTool: (serverName, toolName) => call("POST", HELPER_PATHS.hideTool, { serverName, toolName }),
    showTool: (serverName, toolName) => call("POST", HELPER_PATHS.showTool, { serverName, toolName }),
    openServer: (serverName) => call("POST", HELPER_PATHS.openServer, { serverName }),
    // The page's id makes it its own client at the helper: another page's requests cannot take its slot.
    pair: () =>
      call("POST", HELPER_PATHS.pair, { clientId: pageSessionUuid() } satisfies HelperPairingRequest, false),
    pairStatus: (pairingId) => call("POST", HELPER_PATHS.pairStatus, { pairingId }, false),
  };
}
