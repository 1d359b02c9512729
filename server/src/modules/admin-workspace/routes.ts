// /api/v1/admin/workspace/: the workspace's settings for its owners and admins (docs/admin-site.md).
import { adminWorkspaceEndpoints as endpoints } from "@parley/shared-contracts/api/admin-endpoints";
import {
  adminWorkspaceSchema,
  adminWorkspaceUpdateSchema,
} from "@parley/shared-contracts/api/admin-workspace";
import type { AdminWorkspace } from "@parley/shared-contracts/api/admin-workspace";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { responses } from "../../lib/endpoint-route.ts";
import { requireAdmin } from "../../plugins/require-admin.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { requestActor } from "../audit/request-actor.ts";
import { assertSignInOptionsConfigured } from "../auth/sign-in-options.ts";
import { toAdminWorkspace, updateWorkspace } from "./service.ts";

export async function adminWorkspaceRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, "oidc"> },
): Promise<void> {
  const admin = { onRequest: [requireAdmin] };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const read = { ...admin, schema: { response: responses(endpoints.get, adminWorkspaceSchema) } };
  api.get(endpoints.get.pattern, read, async (request): Promise<AdminWorkspace> =>
    toAdminWorkspace(accountOf(request)),
  );

  api.patch(
    endpoints.update.pattern,
    {
      ...admin,
      schema: {
        body: adminWorkspaceUpdateSchema,
        response: responses(endpoints.update, adminWorkspaceSchema),
      },
    },
    async (request) => {
      // Only methods this server can run: Google without an OIDC client would lock everyone out.
      if (request.body.sign_in_options !== undefined)
        assertSignInOptionsConfigured(
          request.body.sign_in_options,
          accountOf(request).sign_in_options,
          config.oidc,
          request.headers["accept-language"],
        );
      const saved = await app.db.transaction((tx) =>
        updateWorkspace(tx, accountOf(request), request.body, requestActor(request)),
      );
      // The workspace and every session's copy of it (name, DLP mode, flags) are read again.
      app.tenants.invalidate();
      app.auth.sessions.clear();
      return saved;
    },
  );
}
