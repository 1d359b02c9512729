import type { ApiFetch } from "@parley/shared-contracts";
import { authEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import { postForm, type FormFailure } from "../../../lib/api/post-form.ts";

/** Why setting the password failed: refused (4xx with type and errors) or no usable answer. */
export type NewPasswordFailure = FormFailure;

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

export interface NewPasswordFields {
  password: string;
  passwordConfirm: string;
  token: string;
}

/**
 * authEndpoints.resetPassword, form-encoded (docs/product/sign-in.md § Calls: password,
 * password_confirm, token).
 */
export async function postNewPassword(api: ApiFetch, fields: NewPasswordFields): Promise<void> {
  const body = new URLSearchParams({
    password: fields.password,
    password_confirm: fields.passwordConfirm,
    token: fields.token,
  });
  const failure = await postForm(api, authEndpoints.resetPassword, { body });
  if (failure) throw new NewPasswordError(failure);
}
