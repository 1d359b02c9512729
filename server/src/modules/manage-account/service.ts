// Manage account: who may reach the admin site, and where it is for this workspace and language.
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { MemberRole } from "@parley/shared-contracts/api/profile";

/**
 * Owners and admins manage the account (docs/product/account.md § Manage account); the profile's
 * is_owner_or_admin says the same.
 */
export function mayManageAccount(role: MemberRole): boolean {
  return role === "owner" || role === "admin";
}

export interface AdminSiteInput {
  /** PARLEY_ADMIN_URL, when configured. */
  configured: string | undefined;
  baseDomain: string;
  /** Scheme and host (with port) of the request, for the default `admin.<base domain>`. */
  protocol: string;
  requestHost: string;
  subdomain: string;
  language: LanguageCode;
}

/**
 * The admin site's address with the workspace and the user's language as query parameters. Without
 * configuration it is the sibling `admin.` host, on the scheme and port the user came in on (so a
 * development server on :8080 links to admin.localhost:8080).
 */
export function adminSiteUrl(input: AdminSiteInput): string {
  const port = /:(\d+)$/.exec(input.requestHost)?.[1];
  const base = input.configured ?? `${input.protocol}://admin.${input.baseDomain}${port ? `:${port}` : ""}/`;
  const url = new URL(base);
  url.searchParams.set("account", input.subdomain);
  url.searchParams.set("locale", input.language);
  return url.toString();
}
