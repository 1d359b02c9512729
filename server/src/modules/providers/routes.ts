// /api/v1/admin/providers/: the workspace's provider keys and base URLs (owners and admins). Keys go
// in, never out: answers say only whether one is set.
import { adminProviderEndpoints as endpoints } from "@parley/shared-contracts/api/admin-endpoints";
import {
  providerCredentialListSchema,
  providerCredentialSchema,
  providerCredentialUpdateSchema,
  providerKindSchema,
  providerTestResultSchema,
} from "@parley/shared-contracts/api/models";
import type { ProviderCredential } from "@parley/shared-contracts/api/models";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { baseUrlProblems } from "../../lib/net/ssrf-guard.ts";
import { principalOf } from "../../plugins/auth.ts";
import { requireAdmin } from "../../plugins/require-admin.ts";
import { deleteProviderCredential, listProviderCredentials } from "./repository.ts";
import { recordAuditEvent } from "../audit/repository.ts";
import { requestActor } from "../audit/request-actor.ts";
import { createProviderFetch } from "./provider-fetch.ts";
import { testProviderConnection } from "./provider-test.ts";
import { setProvider, toProviderCredential } from "./service.ts";

const kindParams = z.object({ kind: providerKindSchema });
const KIND_MESSAGE = `Provider kind must be one of ${providerKindSchema.options.join(", ")}`;

export async function providersRoutes(app: FastifyInstance, options: { config: Config }): Promise<void> {
  // Before the body is checked: a member learns nothing of the provider settings' rules.
  const admin = { onRequest: [requireAdmin] };
  const api = app.withTypeProvider<ZodTypeProvider>();

  const list = { ...admin, schema: { response: responses(endpoints.list, providerCredentialListSchema) } };
  api.get(endpoints.list.pattern, list, async (request): Promise<{ results: ProviderCredential[] }> => {
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
    schema: {
      params: kindParams,
      body: providerCredentialUpdateSchema,
      response: responses(endpoints.save, providerCredentialSchema),
    },
    config: { invalidMessage: { params: KIND_MESSAGE, body: "Invalid provider" } },
  };
  api.put(endpoints.save.pattern, put, async (request) => {
    const { kind } = request.params;
    const accountId = principalOf(request).account_id;
    return app.db.transaction(async (tx) => {
      const before = (await listProviderCredentials(tx, accountId)).find((c) => c.kind === kind);
      const row = toProviderCredential(await setProvider(tx, app.secretBox, accountId, kind, request.body));
      // The key itself is never written anywhere but the sealed column: only whether one is set.
      const key = request.body.api_key;
      await recordAuditEvent(tx, accountId, {
        ...requestActor(request),
        action: "provider.updated",
        targetMemberId: null,
        target: kind,
        before: before ? { has_api_key: before.api_key_encrypted !== null, base_url: before.base_url } : null,
        after: {
          has_api_key: row.has_api_key,
          base_url: row.base_url,
          ...(key !== undefined ? { api_key: key === null ? "cleared" : "replaced" } : {}),
        },
      });
      return row;
    });
  });

  const remove = { ...admin, schema: { params: kindParams }, config: { invalidMessage: KIND_MESSAGE } };
  api.delete("/api/v1/admin/providers/:kind/", remove, async (request, reply) => {
    const { kind } = request.params;
    const accountId = principalOf(request).account_id;
    await app.db.transaction(async (tx) => {
      if (!(await deleteProviderCredential(tx, accountId, kind)))
        throw new HttpError(404, "not_found", `No ${kind} provider is configured`);
      await recordAuditEvent(tx, accountId, {
        ...requestActor(request),
        action: "provider.removed",
        targetMemberId: null,
        target: kind,
      });
    });
    return reply.status(204).send();
  });

  // Test connection: the stored key against the provider, through the SSRF guard.
  const guardedFetch = createProviderFetch(options.config.outboundFetch);
  api.post(
    endpoints.test.pattern,
    {
      ...admin,
      schema: { params: kindParams, response: responses(endpoints.test, providerTestResultSchema) },
      config: { invalidMessage: KIND_MESSAGE },
    },
    async (request) =>
      testProviderConnection(
        app.db,
        app.secretBox,
        principalOf(request).account_id,
        request.params.kind,
        guardedFetch,
      ),
  );
}
