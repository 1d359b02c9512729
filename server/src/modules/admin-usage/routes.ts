// /api/v1/admin/usage/: what the workspace's replies cost, per member and model and per day, over a
// period (both days included, UTC). Owners and admins only.
import { adminUsageEndpoints as endpoints } from "@parley/shared-contracts/api/admin-endpoints";
import { usageQuerySchema, usageReportSchema } from "@parley/shared-contracts/api/admin-usage";
import type { UsageReport } from "@parley/shared-contracts/api/admin-usage";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { requireAdmin } from "../../plugins/require-admin.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { usageByDay, usageByMemberAndModel } from "./repository.ts";

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function adminUsageRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    endpoints.report.pattern,
    {
      onRequest: [requireAdmin],
      schema: { querystring: usageQuerySchema, response: responses(endpoints.report, usageReportSchema) },
    },
    async (request): Promise<UsageReport> => {
      const to = request.query.to ?? isoDay(new Date());
      const from = request.query.from ?? isoDay(new Date(Date.parse(to) - 29 * DAY_MS));
      if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)) || from > to)
        throw new HttpError(
          400,
          "validation_error",
          "The period must run from a day to the same or a later one",
        );
      if (Date.parse(to) - Date.parse(from) > 366 * DAY_MS)
        throw new HttpError(400, "validation_error", "The period can be at most a year");
      const accountId = accountOf(request).id;
      const rows = await usageByMemberAndModel(app.db, accountId, from, to);
      const days = await usageByDay(app.db, accountId, from, to);
      const total = rows.reduce((sum, row) => sum + Number(row.cost), 0);
      return {
        from,
        to,
        total_cost: total.toFixed(6),
        rows: rows.map((row) => ({ ...row, member: row.member ?? "–", model: row.model ?? "–" })),
        days,
      };
    },
  );
}
