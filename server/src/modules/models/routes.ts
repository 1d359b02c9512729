// GET /api/v1/models/ for members; /api/v1/admin/models/ for owners and admins (the registry).
import { adminModelCreateSchema, adminModelUpdateSchema } from "@parley/shared-contracts/api/models";
import type { AdminModel, ModelList } from "@parley/shared-contracts/api/models";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { HttpError } from "../../lib/http-error.ts";
import { baseUrlProblems } from "../../lib/net/ssrf-guard.ts";
import { idTextParams, parseId } from "../../lib/path-id.ts";
import { principalOf } from "../../plugins/auth.ts";
import { requireAdmin } from "../../plugins/require-admin.ts";
import { listModels } from "./repository.ts";
import { createModel, modelNotFound, removeModel, toAdminModel, toModel, updateModel } from "./service.ts";

type IdParams = { Params: { id: string } };

export async function modelsRoutes(app: FastifyInstance, options: { config: Config }): Promise<void> {
  // Before the body is checked: a member learns nothing of the registry's rules.
  const admin = { onRequest: [requireAdmin] };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const invalidModel = { invalidMessage: "Invalid model" };

  app.get("/api/v1/models/", async (request): Promise<ModelList> => {
    const rows = await listModels(app.db, principalOf(request).account_id);
    return { results: rows.map(toModel) };
  });

  app.get("/api/v1/admin/models/", admin, async (request): Promise<{ results: AdminModel[] }> => {
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
    schema: { body: adminModelCreateSchema },
    config: invalidModel,
  };
  api.post("/api/v1/admin/models/", create, async (request, reply) => {
    const row = await createModel(app.db, principalOf(request).account_id, request.body);
    return reply.status(201).send(toAdminModel(row));
  });

  const update = {
    ...admin,
    preValidation: checkBaseUrl,
    schema: { params: idTextParams, body: adminModelUpdateSchema },
    config: invalidModel,
  };
  api.patch("/api/v1/admin/models/:id/", update, async (request) => {
    const id = parseId(request.params.id, modelNotFound);
    return toAdminModel(await updateModel(app.db, principalOf(request).account_id, id, request.body));
  });

  app.delete<IdParams>("/api/v1/admin/models/:id/", admin, async (request, reply) => {
    await removeModel(app.db, principalOf(request).account_id, parseId(request.params.id, modelNotFound));
    return reply.status(204).send();
  });
}
