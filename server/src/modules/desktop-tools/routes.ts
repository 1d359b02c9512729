// /api/v1/desktop-tools/: the spec's desktop tools store (the browser that drives a member's desktop
// helper app posts its local tools; an empty list clears them). Registered in the member group: tenant
// and member are checked. The helper's settings: helper-settings-route.ts.
import { randomUUID } from "node:crypto";
import {
  DESKTOP_TOOLS_PATH,
  desktopSessionSchema,
  desktopToolsPostSchema,
} from "@parley/shared-contracts/api/desktop-tools";
import type { DesktopSessionList } from "@parley/shared-contracts/api/desktop-tools";
import { desktopToolEndpoints as endpoints } from "@parley/shared-contracts/api/tool-endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { responses } from "../../lib/endpoint-route.ts";
import { principalOf } from "../../plugins/auth.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { deleteSession, listSessions, upsertSession } from "./repository.ts";

export async function desktopToolsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(DESKTOP_TOOLS_PATH, async (request): Promise<DesktopSessionList> => {
    const accountId = accountOf(request).id;
    return { results: await listSessions(app.db, accountId, principalOf(request).member_id) };
  });

  api.post(
    endpoints.store.pattern,
    { schema: { body: desktopToolsPostSchema, response: responses(endpoints.store, desktopSessionSchema) } },
    async (request) => {
      const accountId = accountOf(request).id;
      const memberId = principalOf(request).member_id;
      const { session_uuid, tools } = request.body;
      const uuid = request.body.uuid ?? randomUUID();
      if (tools.length === 0) {
        await deleteSession(app.db, accountId, memberId, uuid);
        return { uuid, session_uuid, tools: [] };
      }
      return upsertSession(app.db, accountId, memberId, { uuid, sessionUuid: session_uuid, tools });
    },
  );
}
