// Authentication of API calls: `app.requireMember` (after requireTenant) checks the parley_access
// cookie — signature, expiry, tenant — then reads the session, member and account in one query
// (reused for PARLEY_SESSION_CACHE_MS; a revocation in this process drops it at once). The result is
// `request.principal`.
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { createAccessTokenCodec } from "../modules/auth/access-token.ts";
import { createCaptchaVerifier } from "../modules/auth/captcha.ts";
import { CHALLENGE_TTL_SECONDS, createPowCaptcha } from "../modules/auth/pow-captcha.ts";
import { ACCESS_COOKIE } from "../modules/auth/cookies.ts";
import { warmUpPasswords } from "../modules/auth/passwords.ts";
import { findPrincipal } from "../modules/auth/repository.ts";
import type { PrincipalRow } from "../modules/auth/repository.ts";
import type { AuthRuntime } from "../modules/auth/service.ts";
import { createSessionCache } from "../modules/auth/session-cache.ts";

declare module "fastify" {
  interface FastifyRequest {
    principal: PrincipalRow | null;
  }
  interface FastifyInstance {
    auth: AuthRuntime;
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The member the request's access cookie names on its host, or why not (no reply sent). */
    principalFor: (
      request: FastifyRequest,
    ) => Promise<PrincipalRow | "not_authenticated" | "tenant_mismatch">;
  }
}

export interface AuthPluginOptions {
  config: Config;
  secret: string;
  fetch: typeof fetch;
}

/** The signed-in member of a request that went through `requireMember`. */
export function principalOf(request: FastifyRequest): PrincipalRow {
  if (request.principal === null) throw new Error("requireMember must run before this handler");
  return request.principal;
}

function unauthenticated(reply: FastifyReply, code: string) {
  return reply.status(401).send({ error: { message: "Authentication required", code } });
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { config, secret, fetch: fetchImpl }) => {
    const limits = config.loginLimits;
    const runtime: AuthRuntime = {
      codec: createAccessTokenCodec(secret),
      captcha: createCaptchaVerifier(
        config.captcha,
        fetchImpl,
        (reason) => app.log.warn(reason),
        createPowCaptcha({
          secret,
          difficulty: config.captcha.difficulty,
          spent: app.rateLimits.create("captcha-spent", 1, CHALLENGE_TTL_SECONDS),
        }),
      ),
      ipLimiter: app.rateLimits.create("sign-in-ip", limits.ipMax, limits.ipWindowSeconds),
      emailLimiter: app.rateLimits.create("sign-in-email", limits.emailMax, limits.emailWindowSeconds),
      sessions: createSessionCache(config.sessionCacheMs),
    };
    app.decorate("auth", runtime);
    app.decorateRequest("principal", null);
    app.addHook("onReady", warmUpPasswords);

    /** The member the access cookie names on this host, or why not. */
    async function principalFor(
      request: FastifyRequest,
    ): Promise<PrincipalRow | "not_authenticated" | "tenant_mismatch"> {
      const account = request.account;
      const token = request.cookies[ACCESS_COOKIE];
      if (account === null || !token) return "not_authenticated";
      const claims = runtime.codec.verify(token);
      if (claims === undefined) return "not_authenticated";
      // A token of another workspace (e.g. a copied cookie with a changed Host header).
      if (claims.aid !== account.id || claims.sub !== account.subdomain) return "tenant_mismatch";
      const cached = runtime.sessions.get(claims.sid);
      const principal =
        cached !== undefined && cached.account_id === claims.aid && cached.member_id === claims.mid
          ? cached
          : await findPrincipal(app.db, account.id, claims.sid, claims.mid);
      if (principal === undefined) return "not_authenticated";
      if (principal !== cached) runtime.sessions.set(principal);
      return principal;
    }
    app.decorate("principalFor", principalFor);

    app.decorate("requireMember", async (request: FastifyRequest, reply: FastifyReply) => {
      const principal = await principalFor(request);
      if (typeof principal === "string") return unauthenticated(reply, principal);
      request.principal = principal;
      request.log = request.log.child({ member: principal.member_id });
    });
  },
  { name: "parley-auth", dependencies: ["parley-db", "parley-tenancy", "@fastify/cookie"] },
);
