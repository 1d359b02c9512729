// GET /api/v1/authentication/captcha/?form=login|reset|signup: a proof-of-work challenge for one form
// (pow-captcha.ts). Public like the forms it guards: sign-in and forgot password live on a workspace
// host, the e-mail sign-up on the share page and the admin host, so `signup` answers on any host and the
// others on a workspace's only. 404 `captcha_off` when the form asks for none (or another provider
// checks it): the browser then sends its form without.
import {
  CAPTCHA_CHALLENGE_PATH,
  CAPTCHA_FORMS,
  captchaChallengeSchema,
} from "@parley/shared-contracts/api/captcha";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/http-error.ts";

const querySchema = z.object({ form: z.enum(CAPTCHA_FORMS) }).strict();

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    CAPTCHA_CHALLENGE_PATH,
    {
      schema: { querystring: querySchema, response: { 200: captchaChallengeSchema } },
      // Signing costs little, but a client asking thousands a minute is no visitor.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { form } = request.query;
      if (form !== "signup") await app.requireTenant(request, reply);
      if (reply.sent) return reply;
      const challenge = app.auth.captcha.challenge(form);
      if (challenge === null) throw new HttpError(404, "captcha_off", "This form asks for no captcha");
      void reply.header("cache-control", "no-store");
      return challenge;
    },
  );
}
