// /api/v1/members/detail: the signed-in member's profile (GET) and its update (PATCH, JSON).
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../plugins/auth.ts";
import { toProfile } from "./profile.ts";
import { updateProfile } from "./service.ts";

export async function membersRoutes(app: FastifyInstance): Promise<void> {
  const guarded = { preHandler: [app.requireTenant, app.requireMember] };

  // The hot path: requireMember already read session, member and account in one query.
  app.get("/api/v1/members/detail", guarded, async (request) => toProfile(principalOf(request)));

  app.patch("/api/v1/members/detail", guarded, async (request) => {
    const principal = principalOf(request);
    const profile = await updateProfile(app.db, principal, request.body);
    app.auth.sessions.forgetMember(principal.account_id, principal.member_id);
    return profile;
  });
}
