// The session probe's answer for a request (GET /api/v1/authentication/session/, and inline in the
// shell's document).
import type { SessionProbe } from "@parley/shared-contracts/api/auth";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { REFRESH_COOKIE } from "./cookies.ts";

export async function probeSession(app: FastifyInstance, request: FastifyRequest): Promise<SessionProbe> {
  const host = request.hostInfo;
  const account = host.kind === "workspace" ? await app.tenants.get(host.subdomain) : undefined;
  if (account === undefined) return { session: "no-workspace" };
  request.account = account;
  const principal = await app.principalFor(request);
  if (typeof principal !== "string") return { session: "signed-in" };
  // The refresh cookie is sent to the authentication paths only: elsewhere (the document) a missing
  // access token cannot tell "refreshable" from "signed out".
  return { session: request.cookies[REFRESH_COOKIE] ? "refreshable" : "signed-out" };
}
