import type { MessageKey } from "@parley/shared-contracts";
import { NewPasswordError } from "../api/post-new-password.ts";

/**
 * Refusals about the link or the workspace, not the password: sign-in shows them
 * (docs/product/sign-in.md § Error catalogue).
 */
const REDIRECT_TYPES: ReadonlySet<string> = new Set(["invalid_token", "password_disabled"]);

export type NewPasswordFailureView =
  | { redirectTo: string; errors: [] }
  | { redirectTo: null; errors: ({ key: MessageKey } | { text: string })[] };

/**
 * What the page shows: the server's errors (one as the subtitle, several as a list), or a generic
 * message when it gave none or could not answer; a bad token redirects to sign-in.
 */
export function describeNewPasswordFailure(error: unknown): NewPasswordFailureView {
  if (!(error instanceof NewPasswordError) || error.failure.kind === "server")
    return { redirectTo: null, errors: [{ key: "error.server" }] };
  const { type, errors } = error.failure;
  if (type !== null && REDIRECT_TYPES.has(type)) return { redirectTo: `/sign-in?error=${type}`, errors: [] };
  const texts = errors.filter((text) => text.trim() !== "").map((text) => ({ text }));
  return { redirectTo: null, errors: texts.length > 0 ? texts : [{ key: "error.other" }] };
}
