// Who may talk to the helper. Host must name the loopback port (a rebound DNS name reaches
// 127.0.0.1 with its own Host), a browser's Origin must be an allowed Parley origin (CORS only
// for those), and every call but pairing carries the secret issued to that origin.
import type { IncomingMessage, ServerResponse } from "node:http";
import { HELPER_PATHS, HELPER_SECRET_HEADER } from "@parley/shared-contracts/api/helper-app";
import { HttpError } from "./respond.ts";

export const CONTROL_HEADER = "X-Parley-Helper-Control";

export interface GuardOptions {
  port: number;
  isAllowedOrigin: (origin: string) => boolean;
}

/**
 * The status read (and its preflight) is the one answer a refused origin may read: that it is
 * refused, nothing more (no version, no data). So the web app of an address the user did not allow
 * shows "did not start properly" at once instead of polling into a timeout. It tells a page nothing
 * it could not learn anyway: any page can see that the port answers (an opaque no-cors fetch).
 */
function isStatusRead(request: IncomingMessage, path: string): boolean {
  return path === HELPER_PATHS.status && (request.method === "GET" || request.method === "OPTIONS");
}

function allowOrigin(response: ServerResponse, origin: string): void {
  response.setHeader("Access-Control-Allow-Origin", origin);
  response.setHeader("Vary", "Origin");
}

/**
 * Checks Host and Origin and sets the CORS headers; answers the origin (undefined: not a browser).
 * A refused origin's status read gets CORS headers on its refusal (and its preflight is answered).
 */
export function checkCaller(
  request: IncomingMessage,
  response: ServerResponse,
  options: GuardOptions,
  path: string,
) {
  const host = (request.headers.host ?? "").toLowerCase();
  if (host !== `127.0.0.1:${options.port}` && host !== `localhost:${options.port}`) {
    throw new HttpError(403, "forbidden_host", "The helper answers only 127.0.0.1 and localhost.");
  }
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  if (!options.isAllowedOrigin(origin)) {
    if (isStatusRead(request, path)) {
      allowOrigin(response, origin);
      if (request.method === "OPTIONS") return origin;
    }
    throw new HttpError(403, "forbidden_origin", "This origin is not among the helper's allowed origins.");
  }
  allowOrigin(response, origin);
  return origin;
}

/** The answer to a CORS preflight of an allowed origin (or of a refused origin's status read) (Chrome's private network access included). */
export function answerPreflight(
  request: IncomingMessage,
  response: ServerResponse,
  methods = "GET, POST",
): void {
  response.setHeader("Access-Control-Allow-Methods", methods);
  response.setHeader("Access-Control-Allow-Headers", `Content-Type, ${HELPER_SECRET_HEADER}`);
  response.setHeader("Access-Control-Max-Age", "600");
  if (request.headers["access-control-request-private-network"] === "true") {
    response.setHeader("Access-Control-Allow-Private-Network", "true");
  }
  response.writeHead(204);
  response.end();
}

export function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
