// POST /api/v1/onboarding/tokens/: owners and admins create a rapid-onboarding link for a person of
// their own workspace (the link works only on this workspace's host).
import type { RapidOnboardingLink } from "@parley/shared-contracts/api/onboarding";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { requireAdmin } from "../../plugins/require-admin.ts";
import { createRapidOnboardingToken } from "./service.ts";

export async function onboardingRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  app.post(
    "/api/v1/onboarding/tokens/",
    { preHandler: [app.requireTenant, app.requireMember, requireAdmin] },
    async (request, reply): Promise<{ data: RapidOnboardingLink }> => {
      const issued = await createRapidOnboardingToken(
        app.db,
        accountOf(request),
        request.body,
        config.rapidOnboardingTtlSeconds,
      );
      reply.status(201);
      return {
        data: {
          email: issued.email,
          token: issued.token,
          url: `${request.protocol}://${request.host}${issued.path}`,
          expires_at: issued.expiresAt.toISOString(),
          member_created: issued.memberCreated,
        },
      };
    },
  );
}
