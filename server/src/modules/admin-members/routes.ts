// /api/v1/admin/members/: the admin site's members page (owners and admins of this workspace).
import { adminMemberEndpoints as endpoints } from "@parley/shared-contracts/api/admin-endpoints";
import {
  adminInviteSchema,
  adminMemberListSchema,
  adminMemberSchema,
  adminMemberUpdateSchema,
} from "@parley/shared-contracts/api/admin-members";
import type { AdminMember, AdminMemberList } from "@parley/shared-contracts/api/admin-members";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { createdResponses, responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { pickLanguage } from "../../lib/messages.ts";
import { idTextParams, parseId } from "../../lib/path-id.ts";
import { workspaceOrigin } from "../../lib/public-origin.ts";
import { principalOf } from "../../plugins/auth.ts";
import { requireAdmin } from "../../plugins/require-admin.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { listAdminMembers } from "./repository.ts";
import * as service from "./service.ts";
import type { AdminActor, AdminMembersRuntime } from "./service.ts";

function actorOf(request: FastifyRequest): AdminActor {
  const p = principalOf(request);
  return { memberId: p.member_id, email: p.email, name: p.name, role: p.role, ip: request.ip };
}

const idOf = (request: { params: { id: string } }) =>
  parseId(request.params.id, () => new HttpError(404, "not_found", "Member not found"));

export async function adminMembersRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  const rt: AdminMembersRuntime = {
    db: app.db,
    mailer: app.mailer,
    setPasswordPageUrl: (subdomain) => `${workspaceOrigin(config, subdomain)}/password/change`,
    endSessions: async (accountId, memberId, sessionIds) => {
      app.auth.sessions.forgetMember(accountId, memberId);
      for (const id of sessionIds) await app.realtime.dropSession(accountId, id);
    },
    log: app.log,
  };
  const admin = { onRequest: [requireAdmin] };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const language = (request: FastifyRequest) => pickLanguage(request.headers["accept-language"]);

  const list = { ...admin, schema: { response: responses(endpoints.list, adminMemberListSchema) } };
  api.get(endpoints.list.pattern, list, async (request): Promise<AdminMemberList> => {
    const rows = await listAdminMembers(app.db, accountOf(request).id);
    return { results: rows.map(service.toAdminMember) };
  });

  api.post(
    endpoints.invite.pattern,
    {
      ...admin,
      schema: { body: adminInviteSchema, response: createdResponses(endpoints.invite, adminMemberSchema) },
    },
    async (request, reply): Promise<AdminMember> => {
      const member = await service.inviteMember(
        rt,
        accountOf(request),
        actorOf(request),
        request.body,
        language(request),
      );
      reply.status(201);
      return member;
    },
  );

  api.patch(
    endpoints.changeRole.pattern,
    {
      ...admin,
      schema: {
        params: idTextParams,
        body: adminMemberUpdateSchema,
        response: responses(endpoints.changeRole, adminMemberSchema),
      },
    },
    async (request) =>
      service.changeRole(rt, accountOf(request), actorOf(request), idOf(request), request.body),
  );

  const action = (target: (typeof endpoints)["deactivate" | "reactivate" | "resendInvitation"]) => ({
    ...admin,
    schema: { params: idTextParams, response: responses(target, adminMemberSchema) },
  });
  api.post(endpoints.deactivate.pattern, action(endpoints.deactivate), async (request) =>
    service.setActive(rt, accountOf(request), actorOf(request), idOf(request), false),
  );
  api.post(endpoints.reactivate.pattern, action(endpoints.reactivate), async (request) =>
    service.setActive(rt, accountOf(request), actorOf(request), idOf(request), true),
  );
  api.post(endpoints.resendInvitation.pattern, action(endpoints.resendInvitation), async (request) =>
    service.resendInvitation(rt, accountOf(request), actorOf(request), idOf(request), language(request)),
  );
}
