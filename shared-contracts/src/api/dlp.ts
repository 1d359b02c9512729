import { z } from "zod";

/** One finding as the DLP warning shows it: its type and the value masked in the middle. */
export const dlpEntitySchema = z.object({
  type: z.enum(["api_key", "email", "iban", "credit_card", "us_ssn", "ip_address", "phone"]),
  text: z.string(),
});
export type DlpEntity = z.infer<typeof dlpEntitySchema>;

/**
 * The `detail` of a stream's 400 `{error: {message: "DLP validation failed", code:
 * "dlp_validation_failed", detail}}` (docs/product/dlp.md § DLP warning dialog): findings by group, at most
 * DLP_ENTITIES_PER_GROUP each; `mode` BLOCK offers no Send anyway; `reason` says why a send is held without
 * findings.
 */
export const dlpDetailSchema = z.object({
  mode: z.enum(["WARN", "BLOCK"]),
  content_result: z.array(dlpEntitySchema),
  document_results: z.array(z.object({ name: z.string(), entities: z.array(dlpEntitySchema) })),
  rememberizer_api_result_content: z.array(dlpEntitySchema),
  /** Held without findings: the scan ran past its time budget, so nothing was checked. */
  reason: z.enum(["scan_budget_exceeded"]).optional(),
});
export type DlpDetail = z.infer<typeof dlpDetailSchema>;
