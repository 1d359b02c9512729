import { z } from "zod";

/** The error envelope every failing `/api/v1` call answers with (`error.message` per the spec). */
export const apiErrorSchema = z.object({
  error: z.object({
    /** Human-readable, English; clients show a translated text chosen by `code` when they know it. */
    message: z.string(),
    /** Stable machine-readable code (e.g. `invalid_token`, `tenant_mismatch`). */
    code: z.string().optional(),
    /** Field-level errors, keyed by field name. */
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** Structured detail some errors carry (DLP validation failed: `dlpDetailSchema`). */
    detail: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The envelope as routes declare it for their error answers: also the values a translated message
 * names (`params`) and the string keys some answers carry beside the code (the routine editor's
 * `start_date`), so that the serializer, which drops what a schema does not name, keeps them.
 */
export const apiErrorResponseSchema = z.object({
  error: apiErrorSchema.shape.error
    .extend({ params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).optional() })
    .catchall(z.string()),
});
