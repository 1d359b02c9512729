// PATCH /api/v1/members/behavior_settings/: the caller's behaviour settings (spec wire names);
// answers the updated settings.
import { memberEndpoints as endpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import { behaviorSettingsUpdateSchema } from "@parley/shared-contracts/api/model-settings";
import { behaviorSettingsSchema } from "@parley/shared-contracts/api/profile";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { responses } from "../../lib/endpoint-route.ts";
import { principalOf } from "../../plugins/auth.ts";
import { updateBehaviorSettings } from "./service.ts";

export async function behaviorSettingsRoutes(app: FastifyInstance): Promise<void> {
  const options = {
    schema: {
      body: behaviorSettingsUpdateSchema,
      response: responses(endpoints.behaviorSettings, behaviorSettingsSchema),
    },
    config: { invalidMessage: "Invalid behaviour settings" },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .patch(endpoints.behaviorSettings.pattern, options, async (request) => {
      const principal = principalOf(request);
      const settings = await updateBehaviorSettings(app.db, principal, request.body);
      // The profile (read through the session cache) carries the settings.
      app.auth.sessions.forgetMember(principal.account_id, principal.member_id);
      return settings;
    });
}
