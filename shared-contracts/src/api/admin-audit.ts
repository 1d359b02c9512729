import { z } from "zod";

export * from "./admin-constants.ts";

/** One audited change: who, what, when, on what, and the state before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** The acting member's e-mail at the time, `ops` or `ops-cli:<user>`. */
  actor: z.string(),
  action: z.string(),
  /** What was changed (a member's e-mail, a model's name), when known. */
  target: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  /** Matches the actor, the action and the target (case-insensitive substring). */
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const auditListSchema = z.object({ results: z.array(auditEntrySchema) });
export type AuditList = z.infer<typeof auditListSchema>;
