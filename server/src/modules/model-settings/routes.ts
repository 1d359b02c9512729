// /api/v1/models/{id}/settings/: the signed-in member's parameters of one model of their workspace —
// GET (with the model's schema and usage note), PUT (the whole set, checked against the schema),
// DELETE (back to the defaults). Another workspace's model is simply not found.
import { modelEndpoints as endpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import { modelSettingsSchema, modelSettingsUpdateSchema } from "@parley/shared-contracts/api/model-settings";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { responses } from "../../lib/endpoint-route.ts";
import { idTextParams, parseId } from "../../lib/path-id.ts";
import { principalOf } from "../../plugins/auth.ts";
import { modelNotFound } from "../models/service.ts";
import { getModelSettings, resetModelSettings, saveModelSettings } from "./service.ts";
import type { Member } from "./service.ts";

function memberOf(request: FastifyRequest): Member {
  const me = principalOf(request);
  return { accountId: me.account_id, memberId: me.member_id };
}

export async function modelSettingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const read = {
    schema: { params: idTextParams, response: responses(endpoints.settings, modelSettingsSchema) },
  };
  api.get(endpoints.settings.pattern, read, async (request) =>
    getModelSettings(app.db, memberOf(request), parseId(request.params.id, modelNotFound)),
  );

  const save = {
    schema: {
      params: idTextParams,
      body: modelSettingsUpdateSchema,
      response: responses(endpoints.saveSettings, modelSettingsSchema),
    },
    config: { invalidMessage: "Invalid model parameters" },
  };
  api.put(endpoints.saveSettings.pattern, save, async (request) =>
    saveModelSettings(app.db, memberOf(request), parseId(request.params.id, modelNotFound), request.body),
  );

  const reset = {
    schema: { params: idTextParams, response: responses(endpoints.resetSettings, modelSettingsSchema) },
  };
  api.delete(endpoints.resetSettings.pattern, reset, async (request) =>
    resetModelSettings(app.db, memberOf(request), parseId(request.params.id, modelNotFound)),
  );
}
