// POST /api/v1/accounts/manage-permission/: the check behind the Manage account button. Tenant,
// session and role are checked here, not only in the UI (the button is hidden from members).
import {
  MANAGE_PERMISSION_PATH,
  managePermissionRequestSchema,
  type ManagePermissionResponse,
} from "@parley/shared-contracts/api/manage-account";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import { HttpError, issuesToFields } from "../../lib/http-error.ts";
import { message, pickLanguage } from "../../lib/messages.ts";
import { principalOf } from "../../plugins/auth.ts";
import { adminSiteUrl, mayManageAccount } from "./service.ts";

export async function manageAccountRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  app.post(MANAGE_PERMISSION_PATH, async (request, reply): Promise<ManagePermissionResponse> => {
    const principal = principalOf(request);
    const acceptLanguage = request.headers["accept-language"];
    const parsed = managePermissionRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      throw new HttpError(400, "validation_error", "Invalid request", issuesToFields(parsed.error.issues));
    if (!mayManageAccount(principal.role)) {
      request.log.info(
        { tenant: principal.subdomain, member: principal.member_id },
        "manage account refused",
      );
      return reply.status(403).send({
        error: { message: message("manage.refused", acceptLanguage), code: "manage_refused" },
      });
    }
    const language = pickLanguage(parsed.data.locale ?? acceptLanguage);
    return {
      ok: true,
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
