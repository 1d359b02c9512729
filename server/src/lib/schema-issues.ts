// A route schema's refusal (fastify-type-provider-zod's `validation` list) as zod-like issues, for
// the error envelope (plugins/error-handler.ts) and for the forms that answer in their own shape
// (`attachValidation`: the sign-in and password forms count their budgets first).
import type { FastifyRequest, FastifySchemaValidationError } from "fastify";

export interface SchemaIssue {
  path: string[];
  message: string;
  code: string;
  keys: string[] | undefined;
}

export function schemaIssues(validation: readonly FastifySchemaValidationError[]): SchemaIssue[] {
  return validation.map((issue) => ({
    path: issue.instancePath.split("/").filter(Boolean),
    message: issue.message ?? "Invalid",
    code: issue.keyword,
    keys: (issue.params as { keys?: string[] }).keys,
  }));
}

/** A form as its route schema left it (`attachValidation`): the checked fields, or what was wrong. */
export type CheckedForm<T> = { ok: true; data: T } | { ok: false; errors: string[] };

/**
 * The form of a route with `attachValidation`: its handler runs even when the schema refused the
 * body, so budgets are counted before the answer; errors read `field: message` (`body` for the whole).
 */
export function checkedForm<T>(request: FastifyRequest & { body: T }): CheckedForm<T> {
  const refused = request.validationError;
  if (refused === undefined) return { ok: true, data: request.body };
  const issues = Array.isArray(refused.validation)
    ? schemaIssues(refused.validation as FastifySchemaValidationError[])
    : [];
  return { ok: false, errors: issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`) };
}
