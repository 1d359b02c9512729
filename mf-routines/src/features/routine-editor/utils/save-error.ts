import { HttpError } from "@parley/ui-kit/http-error.ts";

export type SaveErrorKind = "start-date" | "end-value" | "routine-limit" | "other";

/** The server's code when the member already owns as many routines as one may (its params name the cap). */
const ROUTINE_LIMIT_CODE = "routine_limit_reached";

function innerError(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof HttpError) || error.status >= 500) return undefined;
  return (error.body as { error?: Record<string, unknown> } | null)?.error;
}

/**
 * Which message a refused create or update gets (docs/product/routines.md § Error catalogue): a
 * `start_date` error → 'Start date need to be in the future'; an `end_value` error → 'The end date
 * must be later than the schedule time'; the routine cap reached → its own message naming the cap (a
 * refusal the user can act on, not 'Something went wrong'); anything else → 'Something went wrong'.
 * The field may come as `error.start_date` (the routines contract) or in the generic `error.fields`.
 */
export function saveErrorKind(error: unknown): SaveErrorKind {
  const inner = innerError(error);
  if (!inner) return "other";
  if (inner.code === ROUTINE_LIMIT_CODE) return "routine-limit";
  const fields = (typeof inner.fields === "object" && inner.fields !== null ? inner.fields : {}) as Record<
    string,
    unknown
  >;
  const has = (field: string) => inner[field] !== undefined || fields[field] !== undefined;
  if (has("start_date")) return "start-date";
  if (has("end_value")) return "end-value";
  return "other";
}

/** The routine cap a routine-limit refusal names (undefined when the server did not say). */
export function routineLimitOf(error: unknown): number | undefined {
  const params = innerError(error)?.params as { max?: unknown } | undefined;
  return typeof params?.max === "number" ? params.max : undefined;
}
