// /api/v1/routines/…: the caller's routines (list, create, read, update or rename, delete) and the
// /routine/{slug} resolution. Members only (the members group's guards); owner-only changes.
import { routineEndpoints as endpoints } from "@parley/shared-contracts/api/routine-endpoints";
import {
  routineBySlugSchema,
  routineListSchema,
  routinePayloadSchema,
  routineSchema,
  routineUpdateSchema,
} from "@parley/shared-contracts/api/routines";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createdResponses, noContentResponses, responses } from "../../lib/endpoint-route.ts";
import { parseId } from "../../lib/path-id.ts";
import { principalOf } from "../../plugins/auth.ts";
import { storageKeysOf } from "../attachments/repository.ts";
import { removeStored } from "../attachments/uploads.ts";
import * as messages from "../messages/repository.ts";
import {
  createRoutine,
  deleteRoutine,
  getRoutine,
  listRoutines,
  routineIdBySlug,
  routineNotFound,
  updateRoutine,
} from "./service.ts";

const idParams = z.object({ id: z.string() });

export async function routinesRoutes(app: FastifyInstance, options: { maxPerMember: number }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const list = { schema: { response: responses(endpoints.list, routineListSchema) } };
  api.get(endpoints.list.pattern, list, async (request) => {
    const me = principalOf(request);
    return { results: await listRoutines(app.db, me.account_id, me.member_id) };
  });

  api.post(
    endpoints.create.pattern,
    { schema: { body: routinePayloadSchema, response: createdResponses(endpoints.create, routineSchema) } },
    async (request, reply) => {
      const me = principalOf(request);
      const routine = await createRoutine(
        app.db,
        app.clock,
        me.account_id,
        me.member_id,
        request.body,
        options.maxPerMember,
      );
      return reply.status(201).send(routine);
    },
  );

  api.get(
    endpoints.bySlug.pattern,
    {
      schema: {
        params: z.object({ slug: z.string() }),
        response: responses(endpoints.bySlug, routineBySlugSchema),
      },
    },
    async (request) => {
      const me = principalOf(request);
      return {
        data: { id: await routineIdBySlug(app.db, me.account_id, request.params.slug, me.member_id) },
      };
    },
  );

  api.get(
    endpoints.get.pattern,
    { schema: { params: idParams, response: responses(endpoints.get, routineSchema) } },
    async (request) => {
      const me = principalOf(request);
      return getRoutine(app.db, me.account_id, parseId(request.params.id, routineNotFound), me.member_id);
    },
  );

  api.patch(
    endpoints.update.pattern,
    {
      schema: {
        params: idParams,
        body: routineUpdateSchema,
        response: responses(endpoints.update, routineSchema),
      },
    },
    async (request) => {
      const me = principalOf(request);
      const id = parseId(request.params.id, routineNotFound);
      return updateRoutine(app.db, app.clock, me.account_id, id, me.member_id, request.body);
    },
  );

  const remove = { schema: { params: idParams, response: noContentResponses(endpoints.remove) } };
  api.delete(endpoints.remove.pattern, remove, async (request, reply) => {
    const me = principalOf(request);
    const id = parseId(request.params.id, routineNotFound);
    await deleteRoutine(app.db, me.account_id, id, me.member_id, async () => {
      // Replies being written end now instead of writing into a deleted conversation.
      for (const { id: messageId } of await messages.streamingMessageIds(app.db, me.account_id, id))
        await app.generation.requestStop(messageId);
      return storageKeysOf(app.db, me.account_id, { conversationId: id });
    }).then((stored) => removeStored(app.fileStore, stored, request.log));
    return reply.status(204).send();
  });
}
