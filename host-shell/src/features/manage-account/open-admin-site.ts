import { requestOf } from "@parley/shared-contracts/api/endpoint";
import type { ManagePermissionResponse } from "@parley/shared-contracts/api/manage-account";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { ADMIN_HANDOFF_FRAGMENT } from "@parley/shared-contracts/api/admin-constants";

/** The permission's path (shellEndpoints.managePermission). */
export const MANAGE_PERMISSION_PATH = shellEndpoints.managePermission.pattern;

export interface OpenAdminSiteOptions {
  api: ApiFetch;
  language: string;
  /** The console page to open on (the admin host's home otherwise). */
  page?: "models" | undefined;
  /** window.open; injectable for tests. */
  open?: (url: string, target: string, features?: string) => Window | null;
}

/**
 * The one-time hand-over token rides in the fragment: it never reaches a server's log or a Referer,
 * and the admin host's shell removes it before anything else loads.
 */
function withHandoff(url: string, token: unknown): string {
  if (typeof token !== "string" || token === "") return url;
  const target = new URL(url);
  target.hash = `${ADMIN_HANDOFF_FRAGMENT}=${encodeURIComponent(token)}`;
  return target.toString();
}

/** The page beside the server's address (kept relative, should the site live under a path), same query. */
function onPage(url: string, page: string | undefined): string {
  if (page === undefined) return url;
  const site = new URL(url);
  const target = new URL(page, site);
  target.search = site.search;
  return target.toString();
}

export type OpenAdminSiteResult = "opened" | "refused";

/**
 * Manage account (docs/product/account.md § Manage account): asks the server for the managing permission,
 * then opens the admin site in a new tab in the user's language. The tab is opened at once, during the click,
 * and pointed at the admin site when the answer arrives: a tab opened only after an await is blocked as a
 * pop-up by some browsers. A refusal closes it again.
 */
export async function openAdminSite({
  api,
  language,
  page,
  open = (url, target, features) => window.open(url, target, features),
}: OpenAdminSiteOptions): Promise<OpenAdminSiteResult> {
  const tab = open("about:blank", "_blank");
  // The admin site must not be able to script this page (what rel="noopener" does for links).
  if (tab) tab.opener = null;
  let url: string | null = null;
  try {
    const { path, init } = requestOf(shellEndpoints.managePermission, { body: { locale: language } });
    const response = await api(path, init);
    if (response.ok) {
      const body = (await response.json()) as Partial<ManagePermissionResponse>;
      if (body.ok === true && typeof body.url === "string")
        url = withHandoff(onPage(body.url, page), body.handoff_token);
    }
  } catch {
    url = null;
  }
  if (url === null) {
    tab?.close();
    return "refused";
  }
  if (tab) tab.location.href = url;
  else open(url, "_blank", "noopener");
  return "opened";
}
