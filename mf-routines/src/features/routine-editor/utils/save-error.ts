import { HttpError } from "@parley/ui-kit/http-error.ts";

export type SaveErrorKind = "start-date" | "end-value" | "other";

/**
 * Which message a refused create or update gets (docs/product/routines.md § Error catalogue): a
 * `start_date` error → 'Start date need to be in the future'; an `end_value` error → 'The end date
 * must be later than the schedule time'; anything else → 'Something went wrong'. The field may come
 * as `error.start_date` (the routines contract) or in the generic `error.fields`.
 */
export function saveErrorKind(error: unknown): SaveErrorKind {
  if (!(error instanceof HttpError) || error.status >= 500) return "other";
  const body = error.body as { error?: Record<string, unknown> } | null;
  const inner = body?.error;
  if (!inner) return "other";
  const fields = (typeof inner.fields === "object" && inner.fields !== null ? inner.fields : {}) as Record<
    string,
    unknown
  >;
  const has = (field: string) => inner[field] !== undefined || fields[field] !== undefined;
  if (has("start_date")) return "start-date";
  if (has("end_value")) return "end-value";
  return "other";
}
