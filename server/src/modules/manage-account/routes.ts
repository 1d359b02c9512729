// POST /api/v1/accounts/manage-permission/: the check behind the Manage account button. Tenant,
// session and role are checked here, not only in the UI (the button is hidden from members).
import {
  MANAGE_PERMISSION_PATH,
  managePermissionRequestSchema,
  managePermissionResponseSchema,
} from "@parley/shared-contracts/api/manage-account";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { HttpError } from "../../lib/http-error.ts";
import { message, pickLanguage } from "../../lib/messages.ts";
import { principalOf } from "../../plugins/auth.ts";
import { issueAdminHandoff } from "./handoff-repository.ts";
import { adminSiteUrl, mayManageAccount } from "./service.ts";

export async function manageAccountRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  const schema = { body: managePermissionRequestSchema, response: { 200: managePermissionResponseSchema } };
  app.withTypeProvider<ZodTypeProvider>().post(MANAGE_PERMISSION_PATH, { schema }, async (request) => {
    const principal = principalOf(request);
    const acceptLanguage = request.headers["accept-language"];
    if (!mayManageAccount(principal.role)) {
      request.log.info(
        { tenant: principal.subdomain, member: principal.member_id },
        "manage account refused",
      );
      throw new HttpError(403, "manage_refused", message("manage.refused", acceptLanguage));
    }
    const language = pickLanguage(request.body.locale ?? acceptLanguage);
    return {
      ok: true as const,
      handoff_token: await issueAdminHandoff(app.db, principal.account_id, principal.member_id),
      url: adminSiteUrl({
        configured: config.adminUrl,
        baseDomain: config.baseDomain,
        protocol: request.protocol,
        requestHost: request.host,
        subdomain: principal.subdomain,
        language,
      }),
    };
  });
}
