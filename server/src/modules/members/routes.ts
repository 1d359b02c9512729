// /api/v1/members/detail: the signed-in member's profile (GET) and its update (PATCH, JSON);
// /api/v1/members/last_used_model/: the model the chat box starts with next time.
import { accountEndpoints } from "@parley/shared-contracts/api/account-endpoints";
import {
  memberEndpoints,
  modelEndpoints as endpoints,
} from "@parley/shared-contracts/api/conversation-endpoints";
import { lastUsedModelAnswerSchema, lastUsedModelUpdateSchema } from "@parley/shared-contracts/api/models";
import { profileSchema, profileUpdateSchema } from "@parley/shared-contracts/api/profile";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { principalOf } from "../../plugins/auth.ts";
import { findModel } from "../models/repository.ts";
import { setLastUsedModel } from "./repository.ts";
import { toProfile } from "./profile.ts";
import { updateProfile } from "./service.ts";

export async function membersRoutes(app: FastifyInstance): Promise<void> {
  // The hot path: requireMember already read session, member and account in one query.
  const detail = { schema: { response: responses(memberEndpoints.profile, profileSchema) } };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(memberEndpoints.profile.pattern, detail, async (request) => toProfile(principalOf(request)));

  const update = accountEndpoints.updateProfile;
  const profile = {
    schema: { body: profileUpdateSchema, response: responses(update, profileSchema) },
    config: { invalidMessage: "Invalid profile update" },
  };
  app.withTypeProvider<ZodTypeProvider>().patch(update.pattern, profile, async (request) => {
    const principal = principalOf(request);
    const profile = await updateProfile(app.db, principal, request.body);
    app.auth.sessions.forgetMember(principal.account_id, principal.member_id);
    return profile;
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    endpoints.lastUsed.pattern,
    {
      schema: {
        body: lastUsedModelUpdateSchema,
        response: responses(endpoints.lastUsed, lastUsedModelAnswerSchema),
      },
      config: { invalidMessage: "Invalid model" },
    },
    async (request) => {
      const principal = principalOf(request);
      const model = await findModel(app.db, principal.account_id, request.body.last_used_model);
      if (model === undefined) throw new HttpError(404, "model_not_found", "Model not found");
      await setLastUsedModel(app.db, principal.account_id, principal.member_id, model.id);
      app.auth.sessions.forgetMember(principal.account_id, principal.member_id);
      return { data: { last_used_model: model.id } };
    },
  );
}
