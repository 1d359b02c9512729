// Manage account's calls, registered in the member group (app.ts: a workspace host and a signed-in member
// of it, checked before the body is read); the role is checked at onRequest too (require-manager.ts),
// not only in the UI (the button is hidden from members), and CSRF applies as to every POST.
//   POST /api/v1/accounts/manage-permission/         the check behind the button (ok flag)
//   POST /api/v1/authentication/get-cc-session/      the admin site's session: Parley's reading of the
//        spec's unexplained call (docs/architecture.md § Manage account and the admin-site session)
// Both answer the admin site's address in the member's language and a one-time hand-over token.
import {
  managePermissionRequestSchema,
  managePermissionResponseSchema,
} from "@parley/shared-contracts/api/manage-account";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import { responses } from "../../lib/endpoint-route.ts";
import { pickLanguage } from "../../lib/messages.ts";
import { principalOf } from "../../plugins/auth.ts";
import { issueAdminHandoff } from "./handoff-repository.ts";
import { requireManager } from "./require-manager.ts";
import { adminSiteUrl } from "./service.ts";

export async function manageAccountRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  const schemaOf = (target: typeof shellEndpoints.managePermission | typeof shellEndpoints.ccSession) => ({
    body: managePermissionRequestSchema,
    response: responses(target, managePermissionResponseSchema),
  });
  const handOver = async (
    request: FastifyRequest<{ Body: z.infer<typeof managePermissionRequestSchema> }>,
    reply: FastifyReply,
  ) => {
    const principal = principalOf(request);
    const acceptLanguage = request.headers["accept-language"];
    // A one-time credential: never kept by a cache.
    void reply.header("cache-control", "no-store");
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
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const target of [shellEndpoints.managePermission, shellEndpoints.ccSession])
    api.post(target.pattern, { schema: schemaOf(target), onRequest: [requireManager] }, handOver);
}
