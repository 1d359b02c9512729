// /api/v1/models/{id}/settings/: the signed-in member's parameters of one model of their workspace —
// GET (with the model's schema and usage note), PUT (the whole set, checked against the schema),
// DELETE (back to the defaults). Another workspace's model is simply not found.
import { modelSettingsUpdateSchema } from "@parley/shared-contracts/api/model-settings";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { parseId } from "../../lib/path-id.ts";
import { principalOf } from "../../plugins/auth.ts";
import { modelNotFound } from "../models/service.ts";
import { getModelSettings, resetModelSettings, saveModelSettings } from "./service.ts";
import type { Member } from "./service.ts";

type IdParams = { Params: { id: string } };

function memberOf(request: FastifyRequest): Member {
  const me = principalOf(request);
  return { accountId: me.account_id, memberId: me.member_id };
}

export async function modelSettingsRoutes(app: FastifyInstance): Promise<void> {
  const path = "/api/v1/models/:id/settings/";

  app.get<IdParams>(path, async (request) =>
    getModelSettings(app.db, memberOf(request), parseId(request.params.id, modelNotFound)),
  );

  const save = {
    schema: { params: z.object({ id: z.string() }), body: modelSettingsUpdateSchema },
    config: { invalidMessage: "Invalid model parameters" },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(path, save, async (request) =>
      saveModelSettings(app.db, memberOf(request), parseId(request.params.id, modelNotFound), request.body),
    );

  app.delete<IdParams>(path, async (request) =>
    resetModelSettings(app.db, memberOf(request), parseId(request.params.id, modelNotFound)),
  );
}
