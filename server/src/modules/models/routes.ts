// GET /api/v1/models/ for members; /api/v1/admin/models/ for owners and admins (the registry).
import {
  adminModelCreateSchema,
  adminModelOrderSchema,
  adminModelUpdateSchema,
} from "@parley/shared-contracts/api/models";
import { adminModelEndpoints as admins } from "@parley/shared-contracts/api/admin-endpoints";
import { modelEndpoints as endpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import { adminModelListSchema, adminModelSchema, modelListSchema } from "@parley/shared-contracts/api/models";
import type { AdminModel } from "@parley/shared-contracts/api/models";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { createdResponses, responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { baseUrlProblems } from "../../lib/net/ssrf-guard.ts";
import { idTextParams, parseId } from "../../lib/path-id.ts";
import { principalOf } from "../../plugins/auth.ts";
import { requireAdmin } from "../../plugins/require-admin.ts";
import { recordAuditEvent } from "../audit/repository.ts";
import { changedFields, requestActor } from "../audit/request-actor.ts";
import { findModel, listModels, setModelOrder } from "./repository.ts";
import { createModel, modelNotFound, removeModel, toAdminModel, toModel, updateModel } from "./service.ts";

type IdParams = { Params: { id: string } };

export async function modelsRoutes(app: FastifyInstance, options: { config: Config }): Promise<void> {
  // Before the body is checked: a member learns nothing of the registry's rules.
  const admin = { onRequest: [requireAdmin] };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const invalidModel = { invalidMessage: "Invalid model" };

  const list = { schema: { response: responses(endpoints.list, modelListSchema) } };
  app.withTypeProvider<ZodTypeProvider>().get(endpoints.list.pattern, list, async (request) => {
    const rows = await listModels(app.db, principalOf(request).account_id);
    return { results: rows.map(toModel) };
  });

  const adminList = { ...admin, schema: { response: responses(admins.list, adminModelListSchema) } };
  api.get(admins.list.pattern, adminList, async (request): Promise<{ results: AdminModel[] }> => {
    const rows = await listModels(app.db, principalOf(request).account_id);
    return { results: rows.map(toAdminModel) };
  });

  // A base URL on a private or metadata address would let an admin reach the server's network:
  // refused before the schema, with the guard's reason.
  const checkBaseUrl = async (request: FastifyRequest) => {
    const problems = baseUrlProblems(request.body, options.config.outboundFetch.allow);
    if (Object.keys(problems).length > 0)
      throw new HttpError(400, "validation_error", "Invalid model", problems);
  };

  const create = {
    ...admin,
    preValidation: checkBaseUrl,
    schema: { body: adminModelCreateSchema, response: createdResponses(admins.create, adminModelSchema) },
    config: invalidModel,
  };
  api.post(admins.create.pattern, create, async (request, reply) => {
    const accountId = principalOf(request).account_id;
    const row = await app.db.transaction(async (tx) => {
      const created = await createModel(tx, accountId, request.body);
      await recordAuditEvent(tx, accountId, {
        ...requestActor(request),
        action: "model.created",
        targetMemberId: null,
        target: created.name,
        after: { ...request.body },
      });
      return created;
    });
    return reply.status(201).send(toAdminModel(row));
  });

  const update = {
    ...admin,
    preValidation: checkBaseUrl,
    schema: {
      params: idTextParams,
      body: adminModelUpdateSchema,
      response: responses(admins.update, adminModelSchema),
    },
    config: invalidModel,
  };
  api.patch(admins.update.pattern, update, async (request) => {
    const id = parseId(request.params.id, modelNotFound);
    const accountId = principalOf(request).account_id;
    return app.db.transaction(async (tx) => {
      const before = await findModel(tx, accountId, id);
      const updated = toAdminModel(await updateModel(tx, accountId, id, request.body));
      const change = changedFields(request.body, before ? toAdminModel(before) : {}, updated);
      await recordAuditEvent(tx, accountId, {
        ...requestActor(request),
        action: "model.updated",
        targetMemberId: null,
        target: updated.name,
        ...change,
      });
      return updated;
    });
  });

  app.delete<IdParams>("/api/v1/admin/models/:id/", admin, async (request, reply) => {
    const accountId = principalOf(request).account_id;
    const id = parseId(request.params.id, modelNotFound);
    await app.db.transaction(async (tx) => {
      const before = await findModel(tx, accountId, id);
      await removeModel(tx, accountId, id);
      await recordAuditEvent(tx, accountId, {
        ...requestActor(request),
        action: "model.removed",
        targetMemberId: null,
        target: before?.name ?? null,
        before: before ? { ...toAdminModel(before) } : null,
      });
    });
    return reply.status(204).send();
  });

  // The order of the models page (and of members' lists): every id of the workspace, once.
  api.put(
    admins.order.pattern,
    {
      ...admin,
      schema: { body: adminModelOrderSchema, response: responses(admins.order, adminModelListSchema) },
    },
    async (request): Promise<{ results: AdminModel[] }> => {
      const accountId = principalOf(request).account_id;
      const current = await listModels(app.db, accountId);
      const ids = request.body.ids;
      const known = new Set(current.map((m) => m.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
        throw new HttpError(400, "validation_error", "The order must name every model of the workspace once");
      await app.db.transaction(async (tx) => {
        await setModelOrder(tx, accountId, ids);
        await recordAuditEvent(tx, accountId, {
          ...requestActor(request),
          action: "models.reordered",
          targetMemberId: null,
          before: { order: current.map((m) => m.name) },
          after: { order: ids.map((id) => current.find((m) => m.id === id)?.name ?? id) },
        });
      });
      return { results: (await listModels(app.db, accountId)).map(toAdminModel) };
    },
  );
}
