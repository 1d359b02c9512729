// /api/v1/collaboration/…: enable, disable, join, leave (docs/product/collaboration.md § Calls) and the My
// Collaborations lists (started by me, shared with me, public snapshots) with sort_by, search, page and
// page_size.
import {
  COLLABORATION_LIST_PATHS,
  collaborationConversationSchema,
  collaborationJoinSchema,
  collaborationListQuerySchema,
  publicSnapshotListQuerySchema,
} from "@parley/shared-contracts/api/collaboration";
import type { CollaborationEnabled, CollaborationJoined } from "@parley/shared-contracts/api/collaboration";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { HttpError, issuesToFields } from "../../lib/http-error.ts";
import { principalOf } from "../../plugins/auth.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { notifierOf } from "./notifier.ts";
import { disable, enable, join, leave, listCollaborations, listPublicSnapshots } from "./service.ts";
import type { Requester } from "./service.ts";

function parse<T extends z.ZodType>(schema: T, input: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success)
    throw new HttpError(400, "validation_error", `Invalid ${what}`, issuesToFields(parsed.error.issues));
  return parsed.data;
}

function requesterOf(request: FastifyRequest): Requester {
  const me = principalOf(request);
  return { account: accountOf(request), memberId: me.member_id, memberName: me.name };
}

/** The workspace's own origin as the browser reached it (links are opened on the same host). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export async function collaborationRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, notifier: notifierOf(app) };

  app.post("/api/v1/collaboration/enable/", async (request): Promise<CollaborationEnabled> => {
    const { conversation_id } = parse(collaborationConversationSchema, request.body, "request");
    const slug = await enable(deps, requesterOf(request), conversation_id);
    return {
      data: {
        collaboration_slug: slug,
        conversation_id,
        access_link: `${originOf(request)}/conversation/${slug}`,
      },
    };
  });

  app.post("/api/v1/collaboration/disable/", async (request) => {
    const { conversation_id } = parse(collaborationConversationSchema, request.body, "request");
    await disable(deps, requesterOf(request), conversation_id);
    return { data: { conversation_id } };
  });

  app.post("/api/v1/collaboration/join/", async (request): Promise<CollaborationJoined> => {
    const { conversation_slug } = parse(collaborationJoinSchema, request.body, "request");
    return { data: { conversation_id: await join(deps, requesterOf(request), conversation_slug) } };
  });

  app.post("/api/v1/collaboration/leave/", async (request) => {
    const { conversation_id } = parse(collaborationConversationSchema, request.body, "request");
    await leave(deps, requesterOf(request), conversation_id);
    return { data: { conversation_id } };
  });

  for (const kind of ["started", "shared"] as const) {
    const path = COLLABORATION_LIST_PATHS[kind];
    app.get(path, async (request) => {
      const query = parse(collaborationListQuerySchema, request.query, "query");
      return listCollaborations(app.db, requesterOf(request), kind, query, {
        path,
        origin: originOf(request),
      });
    });
  }

  app.get(COLLABORATION_LIST_PATHS.public, async (request) => {
    const query = parse(publicSnapshotListQuerySchema, request.query, "query");
    return listPublicSnapshots(query, COLLABORATION_LIST_PATHS.public);
  });
}
