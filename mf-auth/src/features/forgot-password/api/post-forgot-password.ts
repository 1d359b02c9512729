import type { ApiFetch } from "@parley/shared-contracts";
import { authEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import { postForm, type FormFailure } from "../../../lib/api/post-form.ts";

/** Why a reset request failed: the server refused it (4xx, with its type and errors) or could not answer. */
export type ForgotFailure = FormFailure;

export class ForgotPasswordError extends Error {
  readonly failure: ForgotFailure;

  constructor(failure: ForgotFailure) {
    super(
      failure.kind === "rejected"
        ? `reset request rejected: ${failure.type ?? "unknown"}`
        : "reset request failed",
    );
    this.name = "ForgotPasswordError";
    this.failure = failure;
  }
}

/**
 * authEndpoints.forgotPassword as a multipart form (docs/product/sign-in.md § Calls: email,
 * captcha). Resolves when the server accepted it; throws ForgotPasswordError otherwise.
 */
export async function postForgotPassword(api: ApiFetch, email: string, captcha: string): Promise<void> {
  const body = new FormData();
  body.set("email", email);
  body.set("captcha", captcha);
  const failure = await postForm(api, authEndpoints.forgotPassword, { body });
  if (failure) throw new ForgotPasswordError(failure);
}
