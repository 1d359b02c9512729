import type { ApiFetch } from "@parley/shared-contracts/shell";
import { apiErrorOf, looseRejectionOf } from "@parley/shared-contracts/api/auth-answers";
import { requestOf, type Endpoint, type InputOf } from "@parley/shared-contracts/api/endpoint";
import { readJson } from "@parley/ui-kit/http-error.ts";

/** Why a form post failed: the server refused it (4xx, with its type and errors) or could not answer. */
export type FormFailure = { kind: "rejected"; type: string | null; errors: string[] } | { kind: "server" };

/** A 4xx body: `{type, errors}` from the form endpoints, or the API's `{error:{message, code}}`. */
export function formRejection(body: unknown): FormFailure {
  const apiError = apiErrorOf(body);
  if (apiError) return { kind: "rejected", type: apiError.code, errors: [apiError.message] };
  return { kind: "rejected", ...looseRejectionOf(body) };
}

/**
 * POSTs a form to one of the password forms' endpoints; resolves to null when the server accepted it,
 * else to why it did not (a refusal is `{type, errors}`, not the error envelope: read here).
 */
export async function postForm<E extends Endpoint>(
  api: ApiFetch,
  target: E,
  input: InputOf<E>,
): Promise<FormFailure | null> {
  const { path, init } = requestOf(target, input);
  const response = await api(path, init);
  if (response.status >= 400 && response.status < 500) return formRejection(await readJson(response));
  return response.ok ? null : { kind: "server" };
}
