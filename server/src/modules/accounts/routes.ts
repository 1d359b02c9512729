// GET /api/v1/accounts/{subdomain}: public workspace info for the sign-in page (any host may ask:
// the root domain's subdomain form checks a name before going there).
import { authEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import { subdomainSchema, workspaceInfoResponseSchema } from "@parley/shared-contracts/api/workspace";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { responses } from "../../lib/endpoint-route.ts";
import { message } from "../../lib/messages.ts";
import { toWorkspaceInfo } from "./service.ts";

export async function accountsRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  // Rate limited per client address across instances: it tells which workspace names exist.
  const route = {
    schema: { response: responses(authEndpoints.workspaceInfo, workspaceInfoResponseSchema) },
    config: {
      rateLimit: {
        max: config.accountLookupLimit.max,
        timeWindow: config.accountLookupLimit.windowSeconds * 1000,
      },
    },
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get<{ Params: { subdomain: string } }>(
    authEndpoints.workspaceInfo.pattern,
    route,
    async (request, reply) => {
      const subdomain = request.params.subdomain.toLowerCase();
      const account = subdomainSchema.safeParse(subdomain).success
        ? await app.tenants.get(subdomain)
        : undefined;
      if (account === undefined) {
        return reply.status(404).send({
          error: {
            message: message("thrown.subdomainFailed", request.headers["accept-language"]),
            code: "workspace_not_found",
          },
        });
      }
      return { data: toWorkspaceInfo(account, config.captcha, config.oidc) };
    },
  );
}
