// /api/v1/collaboration/…: enable, disable, join, leave (docs/product/collaboration.md § Calls) and the My
// Collaborations lists (started by me, shared with me, public snapshots) with sort_by, search, page and
// page_size.
import { collaborationEndpoints as endpoints } from "@parley/shared-contracts/api/collaboration-endpoints";
import {
  collaborationJoinedSchema,
  collaborationConversationAnswerSchema,
  collaborationConversationSchema,
  collaborationEnabledSchema,
  collaborationJoinSchema,
  collaborationListQuerySchema,
  collaborationPageSchema,
  publicSnapshotPageSchema,
  publicSnapshotListQuerySchema,
} from "@parley/shared-contracts/api/collaboration";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { responses } from "../../lib/endpoint-route.ts";
import { principalOf } from "../../plugins/auth.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { notifierOf } from "./notifier.ts";
import { listPublicSnapshots } from "../snapshots/service.ts";
import { disable, enable, join, leave, listCollaborations } from "./service.ts";
import type { Requester } from "./service.ts";

function requesterOf(request: FastifyRequest): Requester {
  const me = principalOf(request);
  return { account: accountOf(request), memberId: me.member_id, memberName: me.name };
}

/** The workspace's own origin as the browser reached it (links are opened on the same host). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export async function collaborationRoutes(
  app: FastifyInstance,
  options: { shareOrigin: string },
): Promise<void> {
  const deps = { db: app.db, notifier: notifierOf(app) };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byConversation = {
    schema: {
      body: collaborationConversationSchema,
      response: responses(endpoints.disable, collaborationConversationAnswerSchema),
    },
  };
  const enableSchema = {
    schema: {
      body: collaborationConversationSchema,
      response: responses(endpoints.enable, collaborationEnabledSchema),
    },
  };

  api.post(endpoints.enable.pattern, enableSchema, async (request) => {
    const { conversation_id } = request.body;
    const slug = await enable(deps, requesterOf(request), conversation_id);
    return {
      data: {
        collaboration_slug: slug,
        conversation_id,
        access_link: `${originOf(request)}/conversation/${slug}`,
      },
    };
  });

  api.post(endpoints.disable.pattern, byConversation, async (request) => {
    const { conversation_id } = request.body;
    await disable(deps, requesterOf(request), conversation_id);
    return { data: { conversation_id } };
  });

  const joinSchema = {
    schema: {
      body: collaborationJoinSchema,
      response: responses(endpoints.join, collaborationJoinedSchema),
    },
  };
  api.post(endpoints.join.pattern, joinSchema, async (request) => {
    const { conversation_slug } = request.body;
    return { data: { conversation_id: await join(deps, requesterOf(request), conversation_slug) } };
  });

  api.post(endpoints.leave.pattern, byConversation, async (request) => {
    const { conversation_id } = request.body;
    await leave(deps, requesterOf(request), conversation_id);
    return { data: { conversation_id } };
  });

  for (const kind of ["started", "shared"] as const) {
    const path = endpoints[kind].pattern;
    const listSchema = {
      querystring: collaborationListQuerySchema,
      response: responses(endpoints[kind], collaborationPageSchema),
    };
    api.get(path, { schema: listSchema }, async (request) => {
      return listCollaborations(app.db, requesterOf(request), kind, request.query, {
        path,
        origin: originOf(request),
      });
    });
  }

  const publicSchema = {
    schema: {
      querystring: publicSnapshotListQuerySchema,
      response: responses(endpoints.publicSnapshots, publicSnapshotPageSchema),
    },
  };
  api.get(endpoints.publicSnapshots.pattern, publicSchema, async (request) =>
    listPublicSnapshots(
      { db: app.db, shareOrigin: options.shareOrigin },
      { accountId: accountOf(request).id, memberId: principalOf(request).member_id },
      request.query,
      endpoints.publicSnapshots.pattern,
    ),
  );
}
