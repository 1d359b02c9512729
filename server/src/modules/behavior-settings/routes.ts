// PATCH /api/v1/members/behavior_settings/: the caller's behaviour settings (spec wire names);
// answers the updated settings.
import { behaviorSettingsUpdateSchema } from "@parley/shared-contracts/api/model-settings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { principalOf } from "../../plugins/auth.ts";
import { updateBehaviorSettings } from "./service.ts";

export async function behaviorSettingsRoutes(app: FastifyInstance): Promise<void> {
  const options = {
    schema: { body: behaviorSettingsUpdateSchema },
    config: { invalidMessage: "Invalid behaviour settings" },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .patch("/api/v1/members/behavior_settings/", options, async (request) => {
      const principal = principalOf(request);
      const settings = await updateBehaviorSettings(app.db, principal, request.body);
      // The profile (read through the session cache) carries the settings.
      app.auth.sessions.forgetMember(principal.account_id, principal.member_id);
      return settings;
    });
}
