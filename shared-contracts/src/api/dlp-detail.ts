// Zod-free (the chat bundle reads a held stream's findings with it; dlp.ts keeps the schema for the
// server, and dlp-detail.test.ts checks the two agree).
import type { DlpDetail } from "./dlp.ts";

const ENTITY_TYPES: ReadonlySet<string> = new Set([
  "api_key",
  "email",
  "iban",
  "credit_card",
  "us_ssn",
  "ip_address",
  "phone",
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isEntity = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.type === "string" &&
  ENTITY_TYPES.has(value.type) &&
  typeof value.text === "string";

const isEntities = (value: unknown): boolean => Array.isArray(value) && value.every(isEntity);

/** A stream's 400 `detail` is a DLP finding list of the shape `dlpDetailSchema` describes. */
export function isDlpDetail(value: unknown): value is DlpDetail {
  return (
    isRecord(value) &&
    (value.mode === "WARN" || value.mode === "BLOCK") &&
    isEntities(value.content_result) &&
    Array.isArray(value.document_results) &&
    value.document_results.every(
      (group) => isRecord(group) && typeof group.name === "string" && isEntities(group.entities),
    ) &&
    isEntities(value.rememberizer_api_result_content) &&
    (value.reason === undefined || value.reason === "scan_budget_exceeded")
  );
}
