import { USER_SIGN_IN_QUERY } from "@parley/shared-contracts/shell-document";

/**
 * What the page's host name says (docs/product/shell.md § Hosts and users: tenant = first label; `share.` and
 * `user.` hosts).
 */
export interface HostInfo {
  /** The workspace subdomain, or null on the root domain. */
  tenant: string | null;
  /** The domain the tenants live under (`localhost`, `parley.example.com`). */
  baseDomain: string;
  isShareHost: boolean;
  /** `admin.<base domain>`: the admin site's host (its tenant is the managed workspace: admin-workspace.ts). */
  isAdminHost: boolean;
  /**
   * The user host: the first label is `user`, or `localhost` itself with the `user-sign-in` query
   * (docs/product/shell.md § Hosts and users). It names no workspace: its main-layout routes lead to the
   * workspace finder, and a helper-app call starts with the page (app/user-host-routes.tsx).
   */
  isUserHost: boolean;
}

const NOT_TENANTS = new Set(["www", "share", "admin", "user", "docs"]);

/**
 * Reads the tenant from a host name. Under `localhost` any first label is a tenant; elsewhere the
 * base domain is taken to be the last two labels (`acme.parley.app`). A deployment whose base
 * domain has more labels must serve the shell on the tenant hosts only. `search` (the page's query)
 * only tells whether `localhost` is the user host.
 */
export function readHost(hostname: string, search = ""): HostInfo {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  const labels = name.split(".");
  const isIp = /^\d+(\.\d+){3}$/.test(name) || name.includes(":");
  const baseLabels = labels.at(-1) === "localhost" ? 1 : 2;
  const first = labels[0] ?? "";
  const hasSubdomain = !isIp && labels.length > baseLabels;
  return {
    tenant: hasSubdomain && !NOT_TENANTS.has(first) ? first : null,
    baseDomain: hasSubdomain ? labels.slice(1).join(".") : name,
    isShareHost: hasSubdomain && first === "share",
    isAdminHost: hasSubdomain && first === "admin",
    isUserHost:
      (hasSubdomain && first === "user") ||
      (name === "localhost" && new URLSearchParams(search).has(USER_SIGN_IN_QUERY)),
  };
}

/** URL of a sibling host (`admin.<base domain>`) with this page's scheme and port. */
export function siblingHostUrl(
  label: string,
  location: Pick<Location, "protocol" | "hostname" | "port">,
): string {
  const { baseDomain } = readHost(location.hostname);
  return `${location.protocol}//${label}.${baseDomain}${location.port ? `:${location.port}` : ""}`;
}
