// Which ways in a workspace offers (accounts.sign_in_options). Every endpoint of a sign-in method
// checks here, so switching a method off closes it on the server, not only in the sign-in page.
import { signInOptionSchema } from "@parley/shared-contracts/api/workspace";
import type { SignInOption } from "@parley/shared-contracts/api/workspace";
import type { MessageKey } from "@parley/shared-contracts/messages";
import { z } from "zod";
import type { Queryable } from "../../lib/db/database.ts";
import { maybeOne } from "../../lib/db/database.ts";
import { HttpError, issuesToFields } from "../../lib/http-error.ts";
import { message } from "../../lib/messages.ts";
import type { AccountRow } from "../accounts/repository.ts";

/** The sign-in error code (the `error` query value and the login `type`) of a method switched off. */
export const DISABLED_CODE = {
  email_password: "password_disabled",
  google: "google_disabled",
} as const satisfies Record<SignInOption, string>;

export function isSignInOptionEnabled(
  account: Pick<AccountRow, "sign_in_options">,
  option: SignInOption,
): boolean {
  return account.sign_in_options.includes(option);
}

/**
 * Throws 403 `{error:{message, code:"password_disabled"|"google_disabled"}}` (message in the
 * caller's language) when the workspace has switched `option` off.
 */
export function assertSignInOption(
  account: Pick<AccountRow, "sign_in_options">,
  option: SignInOption,
  acceptLanguage?: string,
): void {
  if (isSignInOptionEnabled(account, option)) return;
  const code = DISABLED_CODE[option];
  throw new HttpError(403, code, message(`signIn.error.${code}` satisfies MessageKey, acceptLanguage));
}

/** The methods this server can actually run: Google only with an OpenID Connect client configured. */
export function unconfiguredSignInOptions(
  options: readonly SignInOption[],
  oidc: { clientId: string | undefined },
): SignInOption[] {
  return options.filter((option) => option === "google" && oidc.clientId === undefined);
}

/**
 * Throws 400 `sign_in_unconfigured` when a change would add a method this server cannot run, or
 * leave none it can: a workspace switched to Google only without an OIDC client had no way in. An
 * unconfigured method the workspace already offers may stay beside a working one (its button is hidden).
 */
export function assertSignInOptionsConfigured(
  next: readonly SignInOption[],
  current: readonly SignInOption[],
  oidc: { clientId: string | undefined },
  acceptLanguage?: string,
): void {
  const unconfigured = unconfiguredSignInOptions(next, oidc);
  const added = unconfigured.filter((option) => !current.includes(option));
  const noneLeft = unconfigured.length === new Set(next).size;
  if (added.length === 0 && !noneLeft) return;
  throw new HttpError(
    400,
    "sign_in_unconfigured",
    message("workspace.signInUnconfigured" satisfies MessageKey, acceptLanguage),
    {
      sign_in_options: unconfigured.map((option) => `${option} is not configured on this server`),
    },
  );
}

export const signInOptionsSchema = z
  .array(signInOptionSchema)
  .min(1, "a workspace needs at least one sign-in method")
  .transform((options) => [...new Set(options)]);

/** Sets a workspace's sign-in methods (ops CLI); 404 for an unknown workspace. */
export async function setSignInOptions(
  db: Queryable,
  subdomain: string,
  options: readonly SignInOption[],
): Promise<SignInOption[]> {
  const parsed = signInOptionsSchema.safeParse(options);
  if (!parsed.success)
    throw new HttpError(
      400,
      "validation_error",
      "Invalid sign-in options",
      issuesToFields(parsed.error.issues),
    );
  const row = await maybeOne<{ sign_in_options: SignInOption[] }>(
    db,
    `UPDATE accounts SET sign_in_options = $2::jsonb, updated_at = now() WHERE subdomain = $1
     RETURNING sign_in_options`,
    [subdomain, JSON.stringify(parsed.data)],
  );
  if (row === undefined) throw new HttpError(404, "workspace_not_found", `No workspace "${subdomain}"`);
  return row.sign_in_options;
}
