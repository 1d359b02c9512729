import { z } from "zod";
import { apiErrorSchema, loginResponseSchema, type ApiFetch } from "@parley/shared-contracts";
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

/** A 4xx body that is not a login response still may carry a type and errors. */
const looseRejectionSchema = z.object({
  type: z.string().optional(),
  errors: z.array(z.string()).optional(),
});

function rejection(body: unknown): LoginFailure {
  const login = loginResponseSchema.safeParse(body);
  if (login.success) return { kind: "rejected", type: login.data.type, errors: login.data.errors };
  const apiError = apiErrorSchema.safeParse(body);
  if (apiError.success) {
    return {
      kind: "rejected",
      type: apiError.data.error.code ?? null,
      errors: [apiError.data.error.message],
    };
  }
  const loose = looseRejectionSchema.safeParse(body);
  return { kind: "rejected", type: loose.data?.type ?? null, errors: loose.data?.errors ?? [] };
}

/**
 * `POST /api/v1/authentication/login/`, form-encoded. Resolves to the server's `data.next`; throws a
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
  const response = await api("/api/v1/authentication/login/", { method: "POST", body });
  const json = await readJson(response);
  if (response.status >= 400 && response.status < 500) throw new LoginError(rejection(json));
  const parsed = loginResponseSchema.safeParse(json);
  if (!response.ok || !parsed.success || parsed.data.type !== "success" || !parsed.data.data) {
    throw new LoginError({ kind: "server" });
  }
  return parsed.data.data.next;
}
