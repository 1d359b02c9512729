import type { MessageKey } from "@parley/shared-contracts";
import { ForgotPasswordError } from "../api/post-forgot-password.ts";

export type ForgotFailureView =
  | { redirectTo: string; message: null }
  | { redirectTo: null; message: { key: MessageKey } | { text: string } };

/**
 * docs/product/sign-in.md § Error catalogue, forgot password: a 4xx of type password_disabled redirects to
 * sign-in with that error; another 4xx shows its first error or a default; any other failure a generic
 * message.
 */
export function describeForgotFailure(error: unknown): ForgotFailureView {
  if (!(error instanceof ForgotPasswordError) || error.failure.kind === "server")
    return { redirectTo: null, message: { key: "error.server" } };
  const { type, errors } = error.failure;
  if (type === "password_disabled") return { redirectTo: "/sign-in?error=password_disabled", message: null };
  const first = errors.find((text) => text.trim() !== "");
  return { redirectTo: null, message: first ? { text: first } : { key: "error.other" } };
}
