// A 4xx a service raises on purpose: the error handler answers `{error:{message, code, fields, detail, params}}`.

export class HttpError extends Error {
  override name = "HttpError";
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;
  /** Structured detail a client acts on (e.g. the DLP findings of 'DLP validation failed'). */
  readonly detail: unknown;
  /** Keys set beside message and code (the routine editor's `start_date`, `end_value`). */
  readonly extra: Record<string, string> | undefined;
  /** The values a client's translated message names (the ops pages: `workspace_exists` and its subdomain). */
  params: Record<string, string | number | null> | undefined;
  constructor(
    statusCode: number,
    code: string,
    message: string,
    fields?: Record<string, string[]>,
    detail?: unknown,
    extra?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.detail = detail;
    this.extra = extra;
  }

  /** Sets `params` (answered beside the code) and returns the error, for `throw new HttpError(…).withParams({…})`. */
  withParams(params: Record<string, string | number | null>): this {
    this.params = params;
    return this;
  }
}

/** zod issues as `fields` (dot paths; `_` for the object itself). */
export function issuesToFields(
  issues: readonly {
    path: readonly PropertyKey[];
    message: string;
    code?: string;
    keys?: readonly string[];
  }[],
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const keys =
      issue.code === "unrecognized_keys" && issue.keys
        ? issue.keys.map((k) => [...issue.path, k].join("."))
        : [issue.path.map(String).join(".") || "_"];
    for (const key of keys)
      (fields[key] ??= []).push(issue.code === "unrecognized_keys" ? "unknown_field" : issue.message);
  }
  return fields;
}

/**
 * A form field that carries JSON (the send's user_model_parameters, behavior_settings): undefined when
 * empty, else its parsed value checked by `schema`; a 400 validation_error with `notJson` or `invalid`
 * (and the schema's fields) otherwise.
 */
export function parseJsonField<T>(
  raw: string | undefined,
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: Parameters<typeof issuesToFields>[0] } };
  },
  messages: { notJson: string; invalid: string },
): T | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new HttpError(400, "validation_error", messages.notJson);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new HttpError(400, "validation_error", messages.invalid, issuesToFields(parsed.error.issues));
  return parsed.data;
}
