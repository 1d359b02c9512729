// /api/v1/integrations/slack/…: add (the OAuth v2 consent URL), channels (with the conversation's
// share), link/{conversationId} (share, end share) — in the member group (tenant and session
// checked) — and the OAuth callback, which needs only the workspace: the single-use state names the
// member who started, and the browser may come back from Slack after its access token expired.
import {
  teamChatAddSchema,
  teamChatChannelsQuerySchema,
  teamChatLinkParamsSchema,
  teamChatLinkSchema,
  TEAM_CHAT_BASE_PATH,
  teamChatAddResponseSchema,
  teamChatChannelsSchema,
  teamChatLinkResponseSchema,
} from "@parley/shared-contracts/api/team-chat";
import { teamChatEndpoints as endpoints } from "@parley/shared-contracts/api/collaboration-endpoints";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { randomToken, sha256 } from "../../lib/crypto.ts";
import { noContentResponses, responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { sameOriginPath } from "../../lib/same-origin-path.ts";
import { principalOf } from "../../plugins/auth.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { notifierOf } from "../collaboration/notifier.ts";
import { findMemberById } from "../members/repository.ts";
import * as repo from "./repository.ts";
import {
  channelsFor,
  endShare,
  requireInstaller,
  sealBotToken,
  share,
  teamChatShareEnabled,
} from "./service.ts";
import type { Caller, TeamChatDeps } from "./service.ts";
import type { SlackApi } from "./slack.ts";

const STATE_TTL_SECONDS = 600;
/** The query parameter the new window lands with: `team_chat=connected|failed`. */
const OUTCOME_PARAM = "team_chat";

function callerOf(request: FastifyRequest): Caller {
  const me = principalOf(request);
  return { account: accountOf(request), memberId: me.member_id, memberName: me.name, role: me.role };
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Where Slack sends the browser back: this workspace's own callback (register it at Slack). */
const callbackUrl = (request: FastifyRequest) => `${originOf(request)}${TEAM_CHAT_BASE_PATH}/callback/`;

function withOutcome(path: string, outcome: "connected" | "failed"): string {
  const url = new URL(path, "http://parley.invalid");
  url.searchParams.set(OUTCOME_PARAM, outcome);
  return url.pathname + url.search + url.hash;
}

function depsOf(app: FastifyInstance, slack: SlackApi | undefined): TeamChatDeps {
  return {
    db: app.db,
    notifier: notifierOf(app),
    secretBox: app.secretBox,
    slack,
    log: (message, error) => app.log.warn({ err: error }, message),
  };
}

/** Member routes: registered inside the member group of app.ts. */
export async function teamChatRoutes(app: FastifyInstance, options: { slack: SlackApi | undefined }) {
  const deps = depsOf(app, options.slack);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    endpoints.add.pattern,
    { schema: { body: teamChatAddSchema, response: responses(endpoints.add, teamChatAddResponseSchema) } },
    async (request) => {
      const caller = callerOf(request);
      const slack = requireInstaller(deps, caller);
      const returnPath = sameOriginPath(request.body.redirect_uri);
      if (returnPath === undefined)
        throw new HttpError(400, "validation_error", "redirect_uri must be a path of this workspace");
      const state = randomToken();
      await repo.saveOauthState(
        app.db,
        caller.account.id,
        caller.memberId,
        sha256(state),
        returnPath,
        STATE_TTL_SECONDS,
      );
      return { authorization_url: slack.authorizationUrl(callbackUrl(request), state) };
    },
  );

  api.get(
    endpoints.channels.pattern,
    {
      schema: {
        querystring: teamChatChannelsQuerySchema,
        response: responses(endpoints.channels, teamChatChannelsSchema),
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "private, no-store");
      return channelsFor(deps, callerOf(request), request.query.conversation);
    },
  );

  api.post(
    endpoints.share.pattern,
    {
      schema: {
        params: teamChatLinkParamsSchema,
        body: teamChatLinkSchema,
        response: responses(endpoints.share, teamChatLinkResponseSchema),
      },
    },
    async (request) =>
      share(deps, callerOf(request), request.params.conversationId, request.body, originOf(request)),
  );

  api.delete(
    endpoints.endShare.pattern,
    { schema: { params: teamChatLinkParamsSchema, response: noContentResponses(endpoints.endShare) } },
    async (request, reply) => {
      await endShare(deps, callerOf(request), request.params.conversationId);
      return reply.status(204).send();
    },
  );
}

const callbackQuerySchema = z.object({
  code: z.string().max(1024).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});

/** The OAuth callback: outside the member group (see the top of this file), on a workspace host only. */
export async function teamChatCallbackRoutes(app: FastifyInstance, options: { slack: SlackApi | undefined }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${TEAM_CHAT_BASE_PATH}/callback/`,
    { preHandler: [app.requireTenant], schema: { querystring: callbackQuerySchema } },
    async (request, reply) => {
      const account = accountOf(request);
      const { code, state } = request.query;
      const started = state ? await repo.takeOauthState(app.db, account.id, sha256(state)) : undefined;
      if (started === undefined) return reply.redirect(`/?${OUTCOME_PARAM}=failed`, 303);
      const slack = options.slack;
      // The member who started must still be an enabled owner or admin when Slack sends them back.
      const installer = await findMemberById(app.db, account.id, started.member_id);
      const mayInstall =
        installer !== undefined &&
        !installer.disabled &&
        (installer.role === "owner" || installer.role === "admin");
      if (!code || slack === undefined || !teamChatShareEnabled(account, true) || !mayInstall)
        return reply.redirect(withOutcome(started.return_path, "failed"), 303);
      try {
        const install = await slack.exchangeCode(code, callbackUrl(request));
        await repo.saveInstallation(app.db, account.id, started.member_id, {
          teamId: install.teamId,
          teamName: install.teamName,
          botUserId: install.botUserId,
          botTokenSealed: sealBotToken(app, account.id, install.botToken),
        });
        return reply.redirect(withOutcome(started.return_path, "connected"), 303);
      } catch (error) {
        request.log.warn({ err: error }, "Slack installation failed");
        return reply.redirect(withOutcome(started.return_path, "failed"), 303);
      }
    },
  );
}
