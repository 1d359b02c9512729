import { z } from "zod";
import { LANGUAGE_CODES } from "../languages.ts";
import { shellEndpoints } from "./shell-endpoints.ts";

/**
 * The managing-permission check behind Manage account (docs/product/account.md § Manage account: a mutation
 * whose reply has an ok flag; the path is ours). Owners and admins get the admin site's address in their
 * language; anyone else gets 403 `manage_refused` with 'You do not have managing permission!'.
 */
export const MANAGE_PERMISSION_PATH = shellEndpoints.managePermission.pattern;

export const managePermissionRequestSchema = z
  .object({ locale: z.enum(LANGUAGE_CODES as [string, ...string[]]).optional() })
  .strict();
export type ManagePermissionRequest = z.infer<typeof managePermissionRequestSchema>;

export const managePermissionResponseSchema = z.object({
  ok: z.literal(true),
  /** The admin site for this workspace, in the requested language. */
  url: z.string(),
  /**
   * A one-time token for the admin host (about a minute, single use, this member and workspace): the
   * shell opens `url#handoff=<token>` and the admin host signs in with it (docs/admin-site.md).
   */
  handoff_token: z.string(),
});
export type ManagePermissionResponse = z.infer<typeof managePermissionResponseSchema>;

/**
 * `POST /api/v1/authentication/get-cc-session/`: the spec lists it among the authentication calls without
 * a payload or an answer. Parley reads "cc" as the admin console Manage account opens (docs/architecture.md
 * § Manage account and the admin-site session): it hands the signed-in owner or admin a session of the admin
 * site — the same body and answer as the permission check (`locale`; `ok`, `url`, `handoff_token`), the
 * same refusal for anyone else (403 `manage_refused`). The shell's api refreshes an expired session for
 * it like for any member call; its Manage account button still gets the same hand-over from the
 * permission check, in one round trip.
 */
export const CC_SESSION_PATH = shellEndpoints.ccSession.pattern;
