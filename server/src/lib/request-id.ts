// Request ids: a caller's (a proxy's) `X-Request-Id` is kept when it is a plain token, else a new UUID.
// Fastify puts the id on every log line of the request (`request_id`); the reply echoes it.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const REQUEST_ID_HEADER = "x-request-id";

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
}
