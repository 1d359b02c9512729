// /api/v1/integrations/knowledge/…: a member's knowledge-source accounts
// (docs/product/tools.md § Integrations): list, OAuth initiate and callback, activate, deactivate, remove.
// Every row belongs to one member of one workspace; another member or workspace gets 404. The
// member's calls (`integrationsRoutes`) are registered in app.ts's member group, which guards them;
// the OAuth callback (`integrationsCallbackRoutes`) stays outside it.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okAnswerSchema } from "@parley/shared-contracts/api/auth";
import { integrationEndpoints as endpoints } from "@parley/shared-contracts/api/integration-endpoints";
import {
  integrationListSchema,
  integrationSchema,
  oauthInitiateResponseSchema,
  oauthInitiateSchema,
  type IntegrationList,
  type OauthInitiateResponse,
} from "@parley/shared-contracts/api/integrations";
import { z } from "zod";
import type { KnowledgeSourceConfig, OutboundFetchConfig } from "../../config.ts";
import { randomToken, sha256 } from "../../lib/crypto.ts";
import { responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { createGuardedFetch } from "../../lib/net/safe-fetch.ts";
import { parseId } from "../../lib/path-id.ts";
import { sameOriginPath } from "../../lib/same-origin-path.ts";
import { principalOf } from "../../plugins/auth.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { authorizationUrl, exchangeCode } from "./oauth.ts";
import * as repo from "./repository.ts";

const BASE = "/api/v1/integrations/knowledge";
const STATE_TTL_SECONDS = 600;

const idParams = z.object({ id: z.string() });

const notFound = () => new HttpError(404, "not_found", "Integration not found");

function ownerOf(request: FastifyRequest): repo.Owner {
  const me = principalOf(request);
  return { accountId: me.account_id, memberId: me.member_id };
}

/** Where the service sends the browser back: this workspace's own callback. */
function callbackUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${BASE}/callback/`;
}

/** The return path with the outcome for the screen to show (`integration=connected|failed`). */
function withOutcome(path: string, outcome: "connected" | "failed"): string {
  const url = new URL(path, "http://parley.invalid");
  url.searchParams.set("integration", outcome);
  return url.pathname + url.search + url.hash;
}

export interface IntegrationsOptions {
  knowledge: KnowledgeSourceConfig | undefined;
  outboundFetch: OutboundFetchConfig;
}

/** The knowledge-source service's settings, or 503 when the server has none. */
function configuredService(options: IntegrationsOptions): KnowledgeSourceConfig {
  if (!options.knowledge)
    throw new HttpError(503, "knowledge_not_configured", "The knowledge-source service is not configured.");
  return options.knowledge;
}

/** The signed-in member's integrations: in the member group (its guards run before a body is checked). */
export async function integrationsRoutes(app: FastifyInstance, options: IntegrationsOptions): Promise<void> {
  const configured = () => configuredService(options);
  const api = app.withTypeProvider<ZodTypeProvider>();

  const list = { schema: { response: responses(endpoints.list, integrationListSchema) } };
  api.get(endpoints.list.pattern, list, async (request): Promise<IntegrationList> => ({
    results: await repo.listIntegrations(app.db, ownerOf(request)),
  }));

  const NOT_A_PATH = "redirect_uri must be a path of this workspace";
  const initiate = {
    // An unconfigured service says so whatever the body holds.
    preValidation: async () => {
      configured();
    },
    schema: {
      body: oauthInitiateSchema,
      response: responses(endpoints.initiate, oauthInitiateResponseSchema),
    },
    config: { invalidMessage: NOT_A_PATH },
  };
  api.post(endpoints.initiate.pattern, initiate, async (request): Promise<OauthInitiateResponse> => {
    const config = configured();
    const returnPath = sameOriginPath(request.body.redirect_uri);
    if (returnPath === undefined)
      throw new HttpError(400, "validation_error", NOT_A_PATH, { redirect_uri: ["not_a_path"] });
    const state = randomToken();
    await repo.saveOauthState(app.db, ownerOf(request), sha256(state), returnPath, STATE_TTL_SECONDS);
    return { authorization_url: authorizationUrl(config, callbackUrl(request), state) };
  });

  for (const target of [endpoints.activate, endpoints.deactivate]) {
    const toggle = { schema: { params: idParams, response: responses(target, integrationSchema) } };
    api.post(target.pattern, toggle, async (request) => {
      const id = parseId(request.params.id, notFound);
      const active = target === endpoints.activate;
      const saved = await repo.setIntegrationActive(app.db, ownerOf(request), id, active);
      if (saved === undefined) throw notFound();
      return saved;
    });
  }

  const remove = { schema: { params: idParams, response: responses(endpoints.remove, okAnswerSchema) } };
  api.delete(endpoints.remove.pattern, remove, async (request) => {
    const id = parseId(request.params.id, notFound);
    if (!(await repo.deleteIntegration(app.db, ownerOf(request), id))) throw notFound();
    return { ok: true as const };
  });
}

/** The service's redirect back: outside the member group (no session needed, see below). */
export async function integrationsCallbackRoutes(
  app: FastifyInstance,
  options: IntegrationsOptions,
): Promise<void> {
  const configured = () => configuredService(options);
  const guardedFetch = createGuardedFetch({
    allow: options.outboundFetch.allow,
    timeoutMs: options.outboundFetch.timeoutMs,
  });
  const seal = (token: string) => (id: number) => app.secretBox.seal(token, `knowledge-integration:${id}`);

  // No session needed: the single-use state names the member who started, and the browser may come
  // back after its access token expired.
  app.get<{ Querystring: { code?: string; state?: string; error?: string } }>(
    `${BASE}/callback/`,
    { preHandler: [app.requireTenant] },
    async (request, reply) => {
      const config = configured();
      const account = accountOf(request);
      const { code, state } = request.query;
      const started = state ? await repo.takeOauthState(app.db, account.id, sha256(state)) : undefined;
      if (started === undefined) return reply.redirect("/?integration=failed", 303);
      if (!code) return reply.redirect(withOutcome(started.return_path, "failed"), 303);
      try {
        const { accessToken, account: external } = await exchangeCode(
          config,
          guardedFetch,
          code,
          callbackUrl(request),
        );
        await repo.saveIntegration(
          app.db,
          { accountId: account.id, memberId: started.member_id },
          external,
          seal(accessToken),
        );
        return reply.redirect(withOutcome(started.return_path, "connected"), 303);
      } catch (error) {
        request.log.warn({ err: error }, "knowledge-source connection failed");
        return reply.redirect(withOutcome(started.return_path, "failed"), 303);
      }
    },
  );
}
