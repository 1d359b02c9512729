import { z } from "zod";
import { apiErrorSchema, type ApiFetch } from "@parley/shared-contracts";
import { readJson } from "@parley/ui-kit/http-error.ts";

/** Why setting the password failed: refused (4xx with type and errors) or no usable answer. */
export type NewPasswordFailure =
  { kind: "rejected"; type: string | null; errors: string[] } | { kind: "server" };

export class NewPasswordError extends Error {
  readonly failure: NewPasswordFailure;

  constructor(failure: NewPasswordFailure) {
    super(
      failure.kind === "rejected"
        ? `new password rejected: ${failure.type ?? "unknown"}`
        : "new password failed",
    );
    this.name = "NewPasswordError";
    this.failure = failure;
  }
}

const rejectionSchema = z.object({ type: z.string().optional(), errors: z.array(z.string()).optional() });

function rejection(body: unknown): NewPasswordFailure {
  const apiError = apiErrorSchema.safeParse(body);
  if (apiError.success)
    return {
      kind: "rejected",
      type: apiError.data.error.code ?? null,
      errors: [apiError.data.error.message],
    };
  const parsed = rejectionSchema.safeParse(body);
  return { kind: "rejected", type: parsed.data?.type ?? null, errors: parsed.data?.errors ?? [] };
}

export interface NewPasswordFields {
  password: string;
  passwordConfirm: string;
  token: string;
}

/** `POST /api/v1/authentication/password/`, form-encoded (spec §7: password, password_confirm, token). */
export async function postNewPassword(api: ApiFetch, fields: NewPasswordFields): Promise<void> {
  const body = new URLSearchParams({
    password: fields.password,
    password_confirm: fields.passwordConfirm,
    token: fields.token,
  });
  const response = await api("/api/v1/authentication/password/", { method: "POST", body });
  if (response.status >= 400 && response.status < 500)
    throw new NewPasswordError(rejection(await readJson(response)));
  if (!response.ok) throw new NewPasswordError({ kind: "server" });
}
