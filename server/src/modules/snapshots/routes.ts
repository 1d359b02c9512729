// Snapshots of a conversation (member group: tenant and member checked): list, create (anonymized or
// with names), publish or unpublish, delete — the owner only for the last three; and the public read.
import { snapshotEndpoints as endpoints } from "@parley/shared-contracts/api/collaboration-endpoints";
import { shareEndpoints } from "@parley/shared-contracts/api/share-endpoints";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import {
  continueSnapshotAnswerSchema,
  snapshotCreateSchema,
  snapshotListSchema,
  snapshotSchema,
  snapshotToggleSchema,
} from "@parley/shared-contracts/api/snapshots";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createdResponses, noContentResponses, responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { principalOf } from "../../plugins/auth.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { createContinueGuard } from "./continue-limit.ts";
import type { ContinueLimit } from "./continue-limit.ts";
import { countPublicEvent, findPublicSnapshot } from "./repository.ts";
import { firstVisitOfDay, pruneVisits, visitDay, visitorKey } from "./visit-dedupe.ts";
import {
  continueSnapshot,
  createSnapshot,
  deleteSnapshot,
  listForConversation,
  readPublicSnapshot,
  setSnapshotPublic,
} from "./service.ts";
import type { SnapshotDeps } from "./service.ts";

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const uuidParams = z.object({ id: z.string().max(64) });

const who = (request: FastifyRequest) => ({
  accountId: accountOf(request).id,
  memberId: principalOf(request).member_id,
});

export async function snapshotRoutes(
  app: FastifyInstance,
  options: { shareOrigin: string; continueLimit: ContinueLimit },
): Promise<void> {
  const deps: SnapshotDeps = { db: app.db, shareOrigin: options.shareOrigin };
  const spendContinue = createContinueGuard(app, options.continueLimit);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    endpoints.list.pattern,
    { schema: { params: idParams, response: responses(endpoints.list, snapshotListSchema) } },
    async (request) => ({
      results: await listForConversation(deps, who(request), request.params.id),
    }),
  );

  api.post(
    endpoints.create.pattern,
    {
      schema: {
        params: idParams,
        body: snapshotCreateSchema,
        response: createdResponses(endpoints.create, snapshotSchema),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSnapshot(deps, who(request), request.params.id, request.body.anonymize)),
  );

  api.patch(
    endpoints.setPublic.pattern,
    {
      schema: {
        params: idParams,
        body: snapshotToggleSchema,
        response: responses(endpoints.setPublic, snapshotSchema),
      },
    },
    async (request) => setSnapshotPublic(deps, who(request), request.params.id, request.body.is_public),
  );

  // The continue-snapshot page: a new conversation of the caller's from a public snapshot.
  api.post(
    shareEndpoints.continueSnapshot.pattern,
    {
      schema: {
        params: uuidParams,
        response: responses(shareEndpoints.continueSnapshot, continueSnapshotAnswerSchema),
      },
    },
    async (request) => {
      const caller = who(request);
      await spendContinue(caller.accountId, caller.memberId);
      return { data: { id: await continueSnapshot(app.db, caller, request.params.id) } };
    },
  );

  api.delete(
    endpoints.remove.pattern,
    { schema: { params: idParams, response: noContentResponses(endpoints.remove) } },
    async (request, reply) => {
      await deleteSnapshot(deps, who(request), request.params.id);
      return reply.status(204).send();
    },
  );
}

/**
 * The public side, on any host and without a session: a public snapshot by uuid, and its visit and
 * continuation counters (failures are the caller's to ignore). Never cached: a snapshot made private
 * or deleted is gone on the next request.
 */
export async function publicSnapshotRoutes(
  app: FastifyInstance,
  { secret, shareOrigin }: { secret: string; shareOrigin: string },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A view counts once per visitor and day (visit-dedupe.ts); old visits are pruned at most hourly.
  let prunedAt = 0;
  const firstViewToday = async (request: FastifyRequest, uuid: string): Promise<boolean> => {
    const now = new Date();
    const day = visitDay(now);
    if (now.getTime() - prunedAt > 3_600_000) {
      prunedAt = now.getTime();
      await pruneVisits(app.db, day);
    }
    const visitor = visitorKey(secret, {
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
      uuid,
      day,
    });
    return firstVisitOfDay(app.db, visitor, day);
  };
  api.get(
    "/api/v1/conversations/snapshot/:id/",
    { schema: { params: uuidParams } },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      return readPublicSnapshot(app.db, request.params.id, shareOrigin);
    },
  );

  for (const [path, counter] of [
    [shellEndpoints.visitSnapshot, "page_view_count"],
    [shareEndpoints.convoContinued, "convo_continued_count"],
  ] as const) {
    // Called from the share host, which has no cookie and no session: nothing to forge.
    api.post(
      path.pattern,
      {
        schema: { params: uuidParams, response: noContentResponses(path) },
        config: { csrfExempt: true },
      },
      async (request, reply) => {
        const uuid = request.params.id.toLowerCase();
        const gone = () => new HttpError(404, "not_found", "This snapshot has been removed by its owner.");
        if (counter === "page_view_count") {
          if ((await findPublicSnapshot(app.db, uuid)) === undefined) throw gone();
          if (!(await firstViewToday(request, uuid))) return reply.status(204).send();
        }
        if (!(await countPublicEvent(app.db, uuid, counter))) throw gone();
        return reply.status(204).send();
      },
    );
  }
}
