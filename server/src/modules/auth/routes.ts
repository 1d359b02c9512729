// /api/v1/authentication/*: login (form or JSON), token refresh, logout, one-time token check.
import {
  loginRequestSchema,
  logoutRequestSchema,
  okAnswerSchema,
  sessionProbeSchema,
  tokenVerificationSchema,
} from "@parley/shared-contracts/api/auth";
import { authEndpoints as endpoints } from "@parley/shared-contracts/api/auth-endpoints";
import type { SessionProbe } from "@parley/shared-contracts/api/auth";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { responses } from "../../lib/endpoint-route.ts";
import { message } from "../../lib/messages.ts";
import { checkedForm } from "../../lib/schema-issues.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { ACCESS_COOKIE, clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from "./cookies.ts";
import { login, logout, refreshSession, verifyOneTimeToken } from "./service.ts";
import { probeSession } from "./session-probe.ts";

function clientInfo(request: FastifyRequest) {
  return {
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    acceptLanguage: request.headers["accept-language"],
  };
}

const viaAdminHost = (request: FastifyRequest) =>
  request.hostInfo.kind === "workspace" && request.hostInfo.viaAdminHost === true;

export async function authRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const tenant = { preHandler: app.requireTenant };
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The shell's first call: answers 200 in every case (no tenant needed), so signed-out pages and the
  // root domain log no failed request.
  const probe = { schema: { response: responses(shellEndpoints.sessionProbe, sessionProbeSchema) } };
  api.get(shellEndpoints.sessionProbe.pattern, probe, async (request, reply): Promise<SessionProbe> => {
    reply.header("cache-control", "no-store");
    return probeSession(app, request);
  });

  // The form's schema refusal reaches the handler (attachValidation): the per-IP budget counts every
  // attempt, well-formed or not, and the answer keeps the login's `{type, errors}` shape (no error
  // envelope, so no response schema: it sets the session cookies, its answers stay as they are).
  const loginForm = {
    onRequest: app.requireTenant,
    schema: { body: loginRequestSchema },
    attachValidation: true,
  };
  api.post(endpoints.login.pattern, loginForm, async (request, reply) => {
    const account = accountOf(request);
    const form = checkedForm(request);
    const outcome = await login(app.db, config, app.auth, account, form, clientInfo(request));
    // The admin host's console is not the workspace: its sign-in never returns to a workspace path.
    if (viaAdminHost(request) && outcome.body.data && !(form.ok && form.data.next))
      outcome.body.data.next = "/";
    if (outcome.tokens) setSessionCookies(reply, config, outcome.tokens);
    if (outcome.retryAfterSeconds) reply.header("retry-after", String(outcome.retryAfterSeconds));
    if (outcome.status !== 200)
      request.log.info({ tenant: account.subdomain, type: outcome.body.type }, "login refused");
    return reply.status(outcome.status).send(outcome.body);
  });

  const refresh = { ...tenant, schema: { response: responses(shellEndpoints.refresh, okAnswerSchema) } };
  api.post(shellEndpoints.refresh.pattern, refresh, async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    const result = presented
      ? await refreshSession(app.db, config, app.auth.codec, accountOf(request), presented)
      : undefined;
    if (result?.ok) {
      setSessionCookies(reply, config, result.tokens);
      return { ok: true as const };
    }
    if (result?.ok === false && result.reason === "reused") {
      // The family is revoked in the database; drop it here too so its access tokens stop now.
      app.auth.sessions.forgetSession(result.revokedSessionId);
      await app.realtime.dropSession(accountOf(request).id, result.revokedSessionId);
      request.log.warn(
        { tenant: accountOf(request).subdomain, ip: request.ip },
        "refresh token replayed: session revoked",
      );
    }
    clearSessionCookies(reply, config);
    return reply.status(401).send({
      error: {
        message: message("thrown.refreshFailed", request.headers["accept-language"]),
        code: result?.reason === "reused" ? "refresh_token_reused" : "refresh_failed",
      },
    });
  });

  // Signing out always succeeds: a return path the schema refuses is only not stored.
  const logoutForm = {
    ...tenant,
    schema: { body: logoutRequestSchema, response: responses(shellEndpoints.logout, okAnswerSchema) },
    attachValidation: true,
  };
  api.post(shellEndpoints.logout.pattern, logoutForm, async (request, reply) => {
    const form = checkedForm(request);
    const ended = await logout(app.db, app.auth.codec, accountOf(request), {
      accessToken: request.cookies[ACCESS_COOKIE],
      refreshToken: request.cookies[REFRESH_COOKIE],
      // A path of the admin host's console is no place to return to in the workspace.
      lastVisitedPath: form.ok && !viaAdminHost(request) ? form.data.last_visited_path : undefined,
    });
    if (ended !== undefined) {
      app.auth.sessions.forgetSession(ended);
      // Its websockets close too, on every instance.
      await app.realtime.dropSession(accountOf(request).id, ended);
    }
    clearSessionCookies(reply, config);
    return { ok: true as const };
  });

  const tokenCheck = {
    ...tenant,
    schema: { response: responses(endpoints.tokenVerification, tokenVerificationSchema) },
  };
  app.get<{ Params: { token: string } }>(endpoints.tokenVerification.pattern, tokenCheck, async (request) => {
    return { ok: await verifyOneTimeToken(app.db, accountOf(request).id, request.params.token) };
  });
}
