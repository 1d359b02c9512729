// Manage account is for the workspace's owners and admins (mayManageAccount): refused at onRequest,
// before the body is read, like every other admin route, with the spec's own refusal.
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../lib/http-error.ts";
import { message } from "../../lib/messages.ts";
import { principalOf } from "../../plugins/auth.ts";
import { mayManageAccount } from "./service.ts";

export async function requireManager(request: FastifyRequest): Promise<void> {
  const principal = principalOf(request);
  if (mayManageAccount(principal.role)) return;
  request.log.info({ tenant: principal.subdomain, member: principal.member_id }, "manage account refused");
  throw new HttpError(403, "manage_refused", message("manage.refused", request.headers["accept-language"]));
}
