import { z } from "zod";

export * from "./admin-constants.ts";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "invalid_date");

/** `GET /api/v1/admin/usage/?from=&to=`: both days included (UTC); default the last 30 days. */
export const usageQuerySchema = z.object({ from: day.optional(), to: day.optional() });

/** Cost of replies per member and model over a period, and per day for the chart. USD as decimal strings. */
export const usageReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total_cost: z.string(),
  rows: z.array(
    z.object({
      member: z.string(),
      model: z.string(),
      replies: z.number().int(),
      input_tokens: z.number().int(),
      output_tokens: z.number().int(),
      cost: z.string(),
    }),
  ),
  days: z.array(z.object({ day: z.string(), cost: z.string() })),
});
export type UsageReport = z.infer<typeof usageReportSchema>;
