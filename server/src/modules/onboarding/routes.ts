// POST /api/v1/onboarding/tokens/: owners and admins create a rapid-onboarding link for a new person
// of their own workspace (the link works only on this workspace's host; rules in service.ts).
import { rapidOnboardingRequestSchema } from "@parley/shared-contracts/api/onboarding";
import type { RapidOnboardingLink } from "@parley/shared-contracts/api/onboarding";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { pickLanguage } from "../../lib/messages.ts";
import { workspaceOrigin } from "../../lib/public-origin.ts";
import { principalOf } from "../../plugins/auth.ts";
import { memberOrIpKey } from "../../plugins/rate-limits.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { requireAdmin } from "../../plugins/require-admin.ts";
import { createRapidOnboardingToken } from "./service.ts";

export async function onboardingRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  // The service checks the request again: the ops CLI calls it with its own.
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/onboarding/tokens/",
    {
      // Before the body is checked: members get 403 whatever they send.
      onRequest: [requireAdmin],
      schema: { body: rapidOnboardingRequestSchema },
      config: {
        rateLimit: {
          max: config.onboardingLimit.max,
          timeWindow: config.onboardingLimit.windowSeconds * 1000,
          keyGenerator: memberOrIpKey,
          // Counted before the body is checked, as when the service checked it.
          hook: "onRequest",
        },
      },
    },
    async (request, reply): Promise<{ data: RapidOnboardingLink }> => {
      const account = accountOf(request);
      const principal = principalOf(request);
      const issued = await createRapidOnboardingToken(
        app.db,
        account,
        request.body,
        config.rapidOnboardingTtlSeconds,
        {
          kind: "member",
          memberId: principal.member_id,
          email: principal.email,
          name: principal.name,
          role: principal.role,
          ip: request.ip,
        },
        {
          mailer: app.mailer,
          language: pickLanguage(request.headers["accept-language"]),
          onError: (error) => request.log.error({ err: error }, "onboarding notice mail failed"),
        },
      );
      request.log.info(
        { tenant: account.subdomain, issuer: principal.member_id, email: issued.email },
        "rapid onboarding link issued",
      );
      reply.status(201);
      return {
        data: {
          email: issued.email,
          token: issued.token,
          url: `${workspaceOrigin(config, account.subdomain)}${issued.path}`,
          expires_at: issued.expiresAt.toISOString(),
          member_created: issued.memberCreated,
        },
      };
    },
  );
}
