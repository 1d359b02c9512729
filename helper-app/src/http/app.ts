// The request handler: caller checks first (Host, Origin, then the route's own access rule), then
// the route. Known refusals map to their status; anything else is a 500 without details.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { timingSafeEqual } from "node:crypto";
import { HELPER_SECRET_HEADER } from "@parley/shared-contracts/api/helper-app";
import type { Pairings } from "../pairing.ts";
import {
  HiddenToolError,
  ServerNotRunningError,
  UnknownServerError,
  UnknownToolError,
} from "../servers/local-servers.ts";
import { CONTROL_HEADER, answerPreflight, checkCaller, headerValue } from "./guard.ts";
import { HttpError, readJson, sendError, sendJson } from "./respond.ts";
import type { Route } from "./routes.ts";

export interface HandlerOptions {
  routes: Route[];
  port: number;
  isAllowedOrigin: (origin: string) => boolean;
  pairings: Pairings;
  controlToken: string;
  log: (line: string) => void;
}

const sameToken = (given: string | undefined, expected: string) =>
  given !== undefined &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(expected));

function authorise(
  route: Route,
  request: IncomingMessage,
  origin: string | undefined,
  options: HandlerOptions,
) {
  if (route.access === "control") {
    // Browsers always send an Origin on POST; the local CLI reads the token from the user's files.
    if (origin !== undefined || !sameToken(headerValue(request, CONTROL_HEADER), options.controlToken)) {
      throw new HttpError(403, "forbidden_origin", "Only the local parley-helper command may approve.");
    }
  } else if (route.access === "pairing") {
    if (origin === undefined)
      throw new HttpError(401, "pairing_required", "Pairing is for a browser origin.");
  } else if (!options.pairings.verify(headerValue(request, HELPER_SECRET_HEADER), origin)) {
    throw new HttpError(401, "pairing_required", "Pair this origin with the helper first.");
  }
}

function asHttpError(error: unknown, log: (line: string) => void): HttpError {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : "Failed.";
  if (error instanceof UnknownServerError || error instanceof UnknownToolError) {
    return new HttpError(404, "not_found", message);
  }
  if (error instanceof ServerNotRunningError) return new HttpError(409, "server_not_running", message);
  if (error instanceof HiddenToolError) return new HttpError(403, "tool_hidden", message);
  log(`request failed: ${error instanceof Error ? (error.stack ?? message) : message}`);
  return new HttpError(500, "internal", "The helper failed.");
}

async function handle(request: IncomingMessage, response: ServerResponse, options: HandlerOptions) {
  const path = new URL(request.url ?? "/", "http://helper").pathname;
  const origin = checkCaller(request, response, options, path);
  if (request.method === "OPTIONS")
    return answerPreflight(
      request,
      response,
      origin !== undefined && !options.isAllowedOrigin(origin) ? "GET" : undefined,
    );
  const route = options.routes.find((item) => item.method === request.method && item.path === path);
  if (!route) throw new HttpError(404, "not_found", "No such endpoint.");
  authorise(route, request, origin, options);
  const body = route.method === "POST" ? await readJson(request) : undefined;
  const answer = await route.handle({ body, origin });
  sendJson(response, answer.status ?? 200, answer.body);
}

export function createRequestHandler(options: HandlerOptions): RequestListener {
  return (request, response) => {
    handle(request, response, options).catch((error: unknown) => {
      if (!response.headersSent) sendError(response, asHttpError(error, options.log));
      else response.destroy();
    });
  };
}
