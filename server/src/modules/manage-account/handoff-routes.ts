// POST /api/v1/authentication/admin-handoff/ {token}: on the admin host only, with the workspace
// header, exchanges Manage account's one-time token for a session of the admin host (its own
// host-only cookies). CSRF applies as to every POST (double submit, same Origin). Any refusal is one
// 401 `invalid_handoff`: the shell then shows the ordinary sign-in.
import { okAnswerSchema } from "@parley/shared-contracts/api/auth";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { setSessionCookies } from "../auth/cookies.ts";
import { startSession } from "../auth/service.ts";
import { recordLogin } from "../members/repository.ts";
import { consumeAdminHandoff } from "./handoff-repository.ts";

const bodySchema = z.object({ token: z.string().min(1).max(256) }).strict();

export async function adminHandoffRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  const limits = config.loginLimits;
  app.withTypeProvider<ZodTypeProvider>().post(
    shellEndpoints.adminHandoff.pattern,
    {
      // Refused on a workspace's own host: the hand-over only ever leads to the admin host.
      onRequest: async (request, reply) => {
        if (request.hostInfo.kind !== "workspace" || request.hostInfo.viaAdminHost !== true)
          return reply.status(404).send({ error: { message: "Not found", code: "not_found" } });
      },
      preHandler: app.requireTenant,
      schema: { body: bodySchema, response: responses(shellEndpoints.adminHandoff, okAnswerSchema) },
      // The sign-in's budget per address: guessing a 256-bit token is hopeless, but cheap to bound.
      config: { rateLimit: { max: limits.ipMax, timeWindow: limits.ipWindowSeconds * 1000 } },
    },
    async (request, reply) => {
      const account = accountOf(request);
      void reply.header("cache-control", "no-store");
      const used = await consumeAdminHandoff(app.db, account.id, request.body.token);
      if (used === undefined) {
        request.log.info("admin hand-over refused: unknown, used, expired or no longer allowed");
        throw new HttpError(401, "invalid_handoff", "This link has expired. Sign in to continue.");
      }
      const tokens = await startSession(app.db, config, app.auth.codec, account, used.member_id, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      await recordLogin(app.db, account.id, used.member_id, null);
      setSessionCookies(reply, config, tokens);
      return { ok: true as const };
    },
  );
}
