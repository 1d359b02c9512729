// /api/v1/admin/audit/: the workspace's audit log for its owners and admins, searchable and as CSV.
import {
  ADMIN_AUDIT_EXPORT_PATH,
  ADMIN_AUDIT_PATH,
  auditQuerySchema,
} from "@parley/shared-contracts/api/admin-audit";
import type { AuditEntry, AuditList } from "@parley/shared-contracts/api/admin-audit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
  const options = { onRequest: [requireAdmin], schema: { querystring: auditQuerySchema } };

  api.get(ADMIN_AUDIT_PATH, options, async (request): Promise<AuditList> => {
    const rows = await searchAuditEvents(app.db, accountOf(request).id, request.query);
    return { results: rows.map(toAuditEntry) };
  });

  api.get(ADMIN_AUDIT_EXPORT_PATH, options, async (request, reply) => {
    const rows = await searchAuditEvents(app.db, accountOf(request).id, { ...request.query, limit: 100_000 });
    const account = accountOf(request);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="audit-${account.subdomain}.csv"`)
      .send(auditCsv(rows.map(toAuditEntry)));
  });
}
