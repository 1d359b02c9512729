// /api/v1/admin/members/: the admin site's members page (owners and admins of this workspace).
import {
  ADMIN_MEMBERS_PATH,
  adminInviteSchema,
  adminMemberUpdateSchema,
} from "@parley/shared-contracts/api/admin-members";
import type { AdminMember, AdminMemberList } from "@parley/shared-contracts/api/admin-members";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
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

type IdParams = { Params: { id: string } };

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

  app.get(ADMIN_MEMBERS_PATH, admin, async (request): Promise<AdminMemberList> => {
    const rows = await listAdminMembers(app.db, accountOf(request).id);
    return { results: rows.map(service.toAdminMember) };
  });

  api.post(
    ADMIN_MEMBERS_PATH,
    { ...admin, schema: { body: adminInviteSchema } },
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
    `${ADMIN_MEMBERS_PATH}:id/`,
    { ...admin, schema: { params: idTextParams, body: adminMemberUpdateSchema } },
    async (request) =>
      service.changeRole(rt, accountOf(request), actorOf(request), idOf(request), request.body),
  );

  app.post<IdParams>(`${ADMIN_MEMBERS_PATH}:id/deactivate/`, admin, async (request) =>
    service.setActive(rt, accountOf(request), actorOf(request), idOf(request), false),
  );
  app.post<IdParams>(`${ADMIN_MEMBERS_PATH}:id/reactivate/`, admin, async (request) =>
    service.setActive(rt, accountOf(request), actorOf(request), idOf(request), true),
  );
  app.post<IdParams>(`${ADMIN_MEMBERS_PATH}:id/resend-invitation/`, admin, async (request) =>
    service.resendInvitation(rt, accountOf(request), actorOf(request), idOf(request), language(request)),
  );
}
