// Reads who a request is for from its host name: `<tenant>.<BASE_DOMAIN>` is a workspace (first
// label), the bare base domain is the root (subdomain entry), share/admin/user/docs are special hosts.

export type HostInfo =
  | {
      kind: "workspace";
      subdomain: string;
      /** Named by the admin host's shell (plugins/tenancy.ts). */ viaAdminHost?: true;
    }
  | { kind: "root" }
  | { kind: "share" }
  | { kind: "admin" }
  | { kind: "user" }
  /** The product documentation (modules/docs-host). */
  | { kind: "docs" };

/** Labels that can never be a workspace (special hosts and names kept for later use). */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  "www",
  "share",
  "admin",
  "user",
  "docs",
  "api",
  "app",
  "assets",
  "remotes",
  "static",
  "ops",
  "mail",
]);

export function parseHost(hostname: string, baseDomain: string): HostInfo {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === baseDomain || !host.endsWith(`.${baseDomain}`)) return { kind: "root" };
  const label = host.slice(0, -(baseDomain.length + 1)).split(".")[0] ?? "";
  if (label === "share" || label === "admin" || label === "user" || label === "docs") return { kind: label };
  if (label === "" || label === "www") return { kind: "root" };
  return { kind: "workspace", subdomain: label };
}
