// Snapshots of a conversation (member group: tenant and member checked): list, create (anonymized or
// with names), publish or unpublish, delete — the owner only for the last three; and the public read.
import { snapshotCreateSchema, snapshotToggleSchema } from "@parley/shared-contracts/api/snapshots";
import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError, issuesToFields } from "../../lib/http-error.ts";
import { principalOf } from "../../plugins/auth.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { countPublicEvent } from "./repository.ts";
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

function parse<T extends z.ZodType>(schema: T, input: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success)
    throw new HttpError(400, "validation_error", `Invalid ${what}`, issuesToFields(parsed.error.issues));
  return parsed.data;
}

const who = (request: FastifyRequest) => ({
  accountId: accountOf(request).id,
  memberId: principalOf(request).member_id,
});

export async function snapshotRoutes(app: FastifyInstance, options: { shareOrigin: string }): Promise<void> {
  const deps: SnapshotDeps = { db: app.db, shareOrigin: options.shareOrigin };

  app.get("/api/v1/conversations/:id/snapshots/", async (request): Promise<{ results: Snapshot[] }> => {
    const { id } = parse(idParams, request.params, "id");
    return { results: await listForConversation(deps, who(request), id) };
  });

  app.post("/api/v1/conversations/:id/create_snapshot/", async (request, reply) => {
    const { id } = parse(idParams, request.params, "id");
    const { anonymize } = parse(snapshotCreateSchema, request.body, "snapshot");
    return reply.status(201).send(await createSnapshot(deps, who(request), id, anonymize));
  });

  app.patch("/api/v1/conversations/snapshot/:id/", async (request): Promise<Snapshot> => {
    const { id } = parse(idParams, request.params, "id");
    const { is_public } = parse(snapshotToggleSchema, request.body, "snapshot");
    return setSnapshotPublic(deps, who(request), id, is_public);
  });

  // The continue-snapshot page: a new conversation of the caller's from a public snapshot.
  app.post("/api/v1/conversations/continue_snapshot/:id/", async (request) => {
    const { id } = parse(z.object({ id: z.string().max(64) }), request.params, "snapshot");
    return { data: { id: await continueSnapshot(app.db, who(request), id) } };
  });

  app.delete("/api/v1/conversations/snapshot/:id/", async (request, reply) => {
    const { id } = parse(idParams, request.params, "id");
    await deleteSnapshot(deps, who(request), id);
    return reply.status(204).send();
  });
}

/**
 * The public side, on any host and without a session: a public snapshot by uuid, and its visit and
 * continuation counters (failures are the caller's to ignore). Never cached: a snapshot made private
 * or deleted is gone on the next request.
 */
export async function publicSnapshotRoutes(app: FastifyInstance): Promise<void> {
  const uuidParams = z.object({ id: z.string().max(64) });

  app.get("/api/v1/conversations/snapshot/:id/", async (request, reply) => {
    const { id } = parse(uuidParams, request.params, "snapshot");
    void reply.header("cache-control", "no-store");
    return readPublicSnapshot(app.db, id);
  });

  for (const [path, counter] of [
    ["/api/v1/conversations/visit_snapshot/:id/", "page_view_count"],
    ["/api/v1/conversations/convo_continued/:id/", "convo_continued_count"],
  ] as const) {
    app.post(path, async (request, reply) => {
      const { id } = parse(uuidParams, request.params, "snapshot");
      if (!(await countPublicEvent(app.db, id.toLowerCase(), counter)))
        throw new HttpError(404, "not_found", "This snapshot has been removed by its owner.");
      return reply.status(204).send();
    });
  }
}
