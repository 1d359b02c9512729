// /api/v1/admin/audit/: the workspace's audit log for its owners and admins, searchable and as CSV.
import { auditListSchema, auditQuerySchema } from "@parley/shared-contracts/api/admin-audit";
import { adminAuditEndpoints as endpoints } from "@parley/shared-contracts/api/admin-endpoints";
import type { AuditEntry, AuditList } from "@parley/shared-contracts/api/admin-audit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rawResponses, responses } from "../../lib/endpoint-route.ts";
import { requireAdmin } from "../../plugins/require-admin.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { auditCsv } from "./csv.ts";
import { searchAuditEvents } from "./repository.ts";
import type { AuditRow } from "./repository.ts";

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    actor: row.actor_label,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
    ip: row.ip,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const list = {
    onRequest: [requireAdmin],
    schema: { querystring: auditQuerySchema, response: responses(endpoints.list, auditListSchema) },
  };
  api.get(endpoints.list.pattern, list, async (request): Promise<AuditList> => {
    const rows = await searchAuditEvents(app.db, accountOf(request).id, request.query);
    return { results: rows.map(toAuditEntry) };
  });

  // The CSV file: raw, its errors the envelope.
  const csv = {
    onRequest: [requireAdmin],
    schema: { querystring: auditQuerySchema, response: rawResponses(endpoints.export) },
  };
  api.get(endpoints.export.pattern, csv, async (request, reply) => {
    const rows = await searchAuditEvents(app.db, accountOf(request).id, { ...request.query, limit: 100_000 });
    const account = accountOf(request);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="audit-${account.subdomain}.csv"`)
      .send(auditCsv(rows.map(toAuditEntry)));
  });
}
