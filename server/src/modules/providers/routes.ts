// /api/v1/admin/providers/: the workspace's provider keys and base URLs (owners and admins). Keys go
// in, never out: answers say only whether one is set.
import { providerCredentialUpdateSchema, providerKindSchema } from "@parley/shared-contracts/api/models";
import type { ProviderCredential } from "@parley/shared-contracts/api/models";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { HttpError } from "../../lib/http-error.ts";
import { baseUrlProblems } from "../../lib/net/ssrf-guard.ts";
import { principalOf } from "../../plugins/auth.ts";
import { requireAdmin } from "../../plugins/require-admin.ts";
import { deleteProviderCredential, listProviderCredentials } from "./repository.ts";
import { setProvider, toProviderCredential } from "./service.ts";

const kindParams = z.object({ kind: providerKindSchema });
const KIND_MESSAGE = `Provider kind must be one of ${providerKindSchema.options.join(", ")}`;

export async function providersRoutes(app: FastifyInstance, options: { config: Config }): Promise<void> {
  // Before the body is checked: a member learns nothing of the provider settings' rules.
  const admin = { onRequest: [requireAdmin] };
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.get("/api/v1/admin/providers/", admin, async (request): Promise<{ results: ProviderCredential[] }> => {
    const rows = await listProviderCredentials(app.db, principalOf(request).account_id);
    return { results: rows.map(toProviderCredential) };
  });

  const put = {
    ...admin,
    // A base URL on a private or metadata address would let an admin reach the server's network:
    // refused first, with the guard's reason (a `file:` URL is one, not merely "Invalid URL").
    preValidation: async (request: FastifyRequest) => {
      const problems = baseUrlProblems(request.body, options.config.outboundFetch.allow);
      if (Object.keys(problems).length > 0)
        throw new HttpError(400, "validation_error", "Invalid provider", problems);
    },
    schema: { params: kindParams, body: providerCredentialUpdateSchema },
    config: { invalidMessage: { params: KIND_MESSAGE, body: "Invalid provider" } },
  };
  api.put("/api/v1/admin/providers/:kind/", put, async (request) => {
    const { kind } = request.params;
    const row = await setProvider(app.db, app.secretBox, principalOf(request).account_id, kind, request.body);
    return toProviderCredential(row);
  });

  const remove = { ...admin, schema: { params: kindParams }, config: { invalidMessage: KIND_MESSAGE } };
  api.delete("/api/v1/admin/providers/:kind/", remove, async (request, reply) => {
    const { kind } = request.params;
    if (!(await deleteProviderCredential(app.db, principalOf(request).account_id, kind)))
      throw new HttpError(404, "not_found", `No ${kind} provider is configured`);
    return reply.status(204).send();
  });
}
