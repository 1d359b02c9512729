import type { ApiFetch } from "@parley/shared-contracts/shell";
import { apiErrorOf, isLoginResponse, looseRejectionOf } from "@parley/shared-contracts/api/auth-answers";
import { authEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import { requestOf } from "@parley/shared-contracts/api/endpoint";
import { readJson } from "@parley/ui-kit/http-error.ts";

/**
 * The login form's fields (docs/product/sign-in.md § Calls): login, password, js_timezone, captcha, and where
 * to go next.
 */
export interface LoginFields {
  login: string;
  password: string;
  jsTimezone: string;
  captcha: string;
  next: string | null;
}

/** Why a sign-in failed: the server refused it (4xx, with its type and errors) or could not answer. */
export type LoginFailure = { kind: "rejected"; type: string | null; errors: string[] } | { kind: "server" };

export class LoginError extends Error {
  readonly failure: LoginFailure;

  constructor(failure: LoginFailure) {
    super(failure.kind === "rejected" ? `login rejected: ${failure.type ?? "unknown"}` : "login failed");
    this.name = "LoginError";
    this.failure = failure;
  }
}

/** A 4xx body: a login response, the API's error, or at least a loose `{type?, errors?}`. */
function rejection(body: unknown): LoginFailure {
  if (isLoginResponse(body)) return { kind: "rejected", type: body.type, errors: body.errors };
  const apiError = apiErrorOf(body);
  if (apiError) return { kind: "rejected", type: apiError.code, errors: [apiError.message] };
  return { kind: "rejected", ...looseRejectionOf(body) };
}

/**
 * authEndpoints.login, form-encoded (a refusal is `{type, errors}`: the response is read here). Resolves to the server's `data.next`; throws a
 * LoginError for a refusal or an unusable answer (a network failure stays the fetch's own error).
 */
export async function postLogin(api: ApiFetch, fields: LoginFields): Promise<string> {
  const body = new URLSearchParams({
    login: fields.login,
    password: fields.password,
    js_timezone: fields.jsTimezone,
    captcha: fields.captcha,
  });
  if (fields.next) body.set("next", fields.next);
  const { path, init } = requestOf(authEndpoints.login, { body });
  const response = await api(path, init);
  const json = await readJson(response);
  if (response.status >= 400 && response.status < 500) throw new LoginError(rejection(json));
  if (!response.ok || !isLoginResponse(json) || json.type !== "success" || !json.data) {
    throw new LoginError({ kind: "server" });
  }
  return json.data.next;
}
