// /api/v1/admin/providers/: the workspace's provider keys and base URLs (owners and admins). Keys go
// in, never out: answers say only whether one is set.
import type { ProviderCredential } from "@parley/shared-contracts/api/models";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import { HttpError } from "../../lib/http-error.ts";
import { baseUrlProblems } from "../../lib/net/ssrf-guard.ts";
import { principalOf } from "../../plugins/auth.ts";
import { requireAdmin } from "../../plugins/require-admin.ts";
import { deleteProviderCredential, listProviderCredentials } from "./repository.ts";
import { parseProviderKind, setProvider, toProviderCredential } from "./service.ts";

type KindParams = { Params: { kind: string } };

export async function providersRoutes(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const admin = { preHandler: [requireAdmin] };

  app.get("/api/v1/admin/providers/", admin, async (request): Promise<{ results: ProviderCredential[] }> => {
    const rows = await listProviderCredentials(app.db, principalOf(request).account_id);
    return { results: rows.map(toProviderCredential) };
  });

  app.put<KindParams>("/api/v1/admin/providers/:kind/", admin, async (request) => {
    const kind = parseProviderKind(request.params.kind);
    // A base URL on a private or metadata address would let an admin reach the server's network.
    const problems = baseUrlProblems(request.body, options.config.outboundFetch.allow);
    if (Object.keys(problems).length > 0)
      throw new HttpError(400, "validation_error", "Invalid provider", problems);
    const row = await setProvider(app.db, app.secretBox, principalOf(request).account_id, kind, request.body);
    return toProviderCredential(row);
  });

  app.delete<KindParams>("/api/v1/admin/providers/:kind/", admin, async (request, reply) => {
    const kind = parseProviderKind(request.params.kind);
    if (!(await deleteProviderCredential(app.db, principalOf(request).account_id, kind)))
      throw new HttpError(404, "not_found", `No ${kind} provider is configured`);
    return reply.status(204).send();
  });
}
