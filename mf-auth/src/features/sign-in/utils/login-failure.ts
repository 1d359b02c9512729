import { loginErrorKey, type MessageKey } from "@parley/shared-contracts";
import { LoginError } from "../api/post-login.ts";

/**
 * Refusals that are about the account, not the attempt: they go to /sign-in?error=<type>
 * (docs/product/sign-in.md § Error catalogue).
 */
const REDIRECT_TYPES: ReadonlySet<string> = new Set(["password_disabled", "uninvited", "subscription_issue"]);

/** What the page does with a failed sign-in. */
export type LoginFailureView =
  | { redirectTo: string; message: { key: MessageKey } }
  | { redirectTo: null; message: { key: MessageKey } | { text: string } };

/**
 * docs/product/sign-in.md § Error catalogue, login 4xx: a specific type redirects to sign-in with an error;
 * otherwise the message for the type, or the first error, or a generic one; other statuses a generic server
 * message.
 */
export function describeLoginFailure(error: unknown, next: string | null): LoginFailureView {
  if (!(error instanceof LoginError) || error.failure.kind === "server") {
    return { redirectTo: null, message: { key: "error.server" } };
  }
  const { type, errors } = error.failure;
  const key = loginErrorKey(type);
  if (type !== null && key && REDIRECT_TYPES.has(type)) {
    const query = new URLSearchParams({ error: type });
    if (next) query.set("next", next);
    return { redirectTo: `/sign-in?${query.toString()}`, message: { key } };
  }
  if (key) return { redirectTo: null, message: { key } };
  const first = errors.find((text) => text.trim() !== "");
  if (first) return { redirectTo: null, message: { text: first } };
  return { redirectTo: null, message: { key: "signIn.error.default" } };
}
