// Browser round trips (full-page navigations, not JSON), on the workspace's own host:
//   GET /oidc/google/start?next=   → the provider's sign-in page (flow cookie set)
//   GET /oidc/callback/?code&state → back from the provider: session cookies, then `next` or /
//   GET /oidc/callback/?token=     → rapid onboarding with a one-time token
// Failures end on the sign-in page (?error=uninvited|google_disabled), the auth error page
// (?error=default) or the rapid-onboarding page (?error=invalid_token).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { sameOriginPath } from "../../lib/same-origin-path.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import type { AccountRow } from "../accounts/repository.ts";
import { setSessionCookies } from "../auth/cookies.ts";
import { startSession } from "../auth/service.ts";
import { DISABLED_CODE, isSignInOptionEnabled } from "../auth/sign-in-options.ts";
import { recordLogin } from "../members/repository.ts";
import { RAPID_ONBOARDING_PATH, redeemRapidOnboardingToken } from "../onboarding/service.ts";
import { createOidcClient } from "./client.ts";
import type { OidcClient } from "./client.ts";
import { createFlowSealer, FLOW_COOKIE, FLOW_COOKIE_PATH, FLOW_TTL_SECONDS } from "./flow-cookie.ts";
import { matchIdentity } from "./service.ts";

export const OIDC_START_PATH = "/oidc/google/start";
export const OIDC_CALLBACK_PATH = "/oidc/callback/";

const signInError = (code: string) => `/sign-in?error=${code}`;
const AUTH_ERROR = "/auth-error?error=default";

export interface OidcRoutesOptions {
  config: Config;
  /** Replaces the openid-client relying party (never needed outside unusual tests). */
  client?: OidcClient;
}

export async function oidcRoutes(app: FastifyInstance, options: OidcRoutesOptions): Promise<void> {
  const { config } = options;
  if (config.secret === undefined) throw new Error("oidcRoutes needs config.secret");
  const client = options.client ?? createOidcClient(config.oidc);
  const sealer = createFlowSealer(config.secret);
  const tenant = { preHandler: app.requireTenant };
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const cookieBase = {
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    path: FLOW_COOKIE_PATH,
  } as const;

  async function signIn(request: FastifyRequest, reply: FastifyReply, account: AccountRow, memberId: number) {
    const tokens = await startSession(app.db, config, app.auth.codec, account, memberId, {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
    await recordLogin(app.db, account.id, memberId, null);
    setSessionCookies(reply, config, tokens);
  }

  app.get<{ Querystring: { next?: string } }>(OIDC_START_PATH, tenant, async (request, reply) => {
    const account = accountOf(request);
    if (!isSignInOptionEnabled(account, "google")) return reply.redirect(signInError(DISABLED_CODE.google));
    if (!client.configured) {
      request.log.warn(
        { tenant: account.subdomain },
        "Google sign-in asked for, but PARLEY_OIDC_CLIENT_ID is not set",
      );
      return reply.redirect(AUTH_ERROR);
    }
    let begun;
    try {
      begun = await client.begin(origin(request) + OIDC_CALLBACK_PATH);
    } catch (error) {
      request.log.error({ tenant: account.subdomain, err: error }, "OIDC discovery failed");
      return reply.redirect(AUTH_ERROR);
    }
    const flow = {
      ...begun.secrets,
      next: sameOriginPath(typeof request.query.next === "string" ? request.query.next : undefined) ?? null,
      accountId: account.id,
      exp: Math.floor(Date.now() / 1000) + FLOW_TTL_SECONDS,
    };
    reply.setCookie(FLOW_COOKIE, sealer.seal(flow), { ...cookieBase, maxAge: FLOW_TTL_SECONDS });
    reply.header("cache-control", "no-store");
    return reply.redirect(begun.url.href);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    OIDC_CALLBACK_PATH,
    tenant,
    async (request, reply) => {
      const account = accountOf(request);
      reply.header("cache-control", "no-store");

      const token = request.query.token;
      if (typeof token === "string") {
        const memberId = await redeemRapidOnboardingToken(app.db, account.id, token, request.ip);
        if (memberId === undefined) {
          request.log.info(
            { tenant: account.subdomain },
            "rapid onboarding refused: invalid, used or expired token",
          );
          return reply.redirect(`${RAPID_ONBOARDING_PATH}?error=invalid_token`);
        }
        await signIn(request, reply, account, memberId);
        request.log.info({ tenant: account.subdomain, member: memberId }, "rapid onboarding sign-in");
        return reply.redirect("/");
      }

      // One use per flow: the cookie goes whatever the outcome.
      const flow = sealer.open(request.cookies[FLOW_COOKIE]);
      reply.clearCookie(FLOW_COOKIE, cookieBase);
      if (flow === undefined || flow.accountId !== account.id) {
        request.log.warn(
          { tenant: account.subdomain },
          "OIDC callback without a valid flow of this workspace",
        );
        return reply.redirect(AUTH_ERROR);
      }
      let identity;
      try {
        identity = await client.finish(new URL(request.url, origin(request)), flow);
      } catch (error) {
        request.log.warn(
          { tenant: account.subdomain, reason: error instanceof Error ? error.message : String(error) },
          "OIDC sign-in refused",
        );
        return reply.redirect(AUTH_ERROR);
      }
      const match = await matchIdentity(app.db, account, identity);
      if (!match.ok) {
        request.log.info({ tenant: account.subdomain, reason: match.error }, "OIDC sign-in refused");
        return reply.redirect(signInError(match.error));
      }
      await signIn(request, reply, account, match.memberId);
      return reply.redirect(flow.next ?? "/");
    },
  );
}
