// Tenancy: the host's first label names the workspace. Routes that belong to a workspace add
// `app.requireTenant`, which loads the account (cached briefly: it is read on every API call) or
// answers 404 with the spec's "Failed to fetch subdomain info".
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ADMIN_WORKSPACE_HEADER } from "@parley/shared-contracts/api/admin-constants";
import { parseHost, RESERVED_SUBDOMAINS } from "../lib/hosts.ts";
import type { HostInfo } from "../lib/hosts.ts";
import { message } from "../lib/messages.ts";
import { findAccountBySubdomain } from "../modules/accounts/repository.ts";
import type { AccountRow } from "../modules/accounts/repository.ts";

declare module "fastify" {
  interface FastifyRequest {
    hostInfo: HostInfo;
    /** Set by `requireTenant`. */
    account: AccountRow | null;
  }
  interface FastifyInstance {
    requireTenant: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    tenants: TenantCache;
  }
}

export interface TenantCache {
  get(subdomain: string): Promise<AccountRow | undefined>;
  /** Forgets cached workspaces after an in-process change (ops commands). */
  invalidate(): void;
}

const TTL_MS = 2000;

/** The workspace of a request that went through `requireTenant`. */
export function accountOf(request: FastifyRequest): AccountRow {
  if (request.account === null) throw new Error("requireTenant must run before this handler");
  return request.account;
}

/**
 * The admin host (`admin.<BASE_DOMAIN>`) serves every workspace's console: its shell names the
 * workspace in a header, and the request is then that workspace's like on its own host. Cookies set
 * there are the admin host's own (host-only) and an access token names its account, so a header
 * naming another workspace than the session's is simply not signed in.
 */
function adminWorkspace(host: HostInfo, request: FastifyRequest): HostInfo {
  if (host.kind !== "admin") return host;
  const named = request.headers[ADMIN_WORKSPACE_HEADER];
  const label = typeof named === "string" ? named.trim().toLowerCase() : "";
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) || RESERVED_SUBDOMAINS.has(label)) return host;
  return { kind: "workspace", subdomain: label, viaAdminHost: true };
}

export const tenancyPlugin = fp<{ baseDomain: string }>(
  async (app, { baseDomain }) => {
    const cache = new Map<string, { account: AccountRow | undefined; at: number }>();
    const tenants: TenantCache = {
      async get(subdomain) {
        const hit = cache.get(subdomain);
        if (hit && Date.now() - hit.at < TTL_MS) return hit.account;
        const account = await findAccountBySubdomain(app.db, subdomain);
        if (cache.size > 10_000) cache.clear();
        cache.set(subdomain, { account, at: Date.now() });
        return account;
      },
      invalidate: () => cache.clear(),
    };
    app.decorate("tenants", tenants);
    app.decorateRequest("hostInfo");
    app.decorateRequest("account", null);
    app.addHook("onRequest", async (request) => {
      // request.hostname honours X-Forwarded-Host only when TRUST_PROXY is on (Fastify's trustProxy).
      request.hostInfo = adminWorkspace(parseHost(request.hostname, baseDomain), request);
    });
    app.decorate("requireTenant", async (request: FastifyRequest, reply: FastifyReply) => {
      const host = request.hostInfo;
      const account = host.kind === "workspace" ? await tenants.get(host.subdomain) : undefined;
      if (account === undefined) {
        return reply.status(404).send({
          error: {
            message: message("thrown.subdomainFailed", request.headers["accept-language"]),
            code: "workspace_not_found",
          },
        });
      }
      if (account.suspended_at !== null) {
        // Ops suspended it (docs/admin-site.md § Ops: workspaces): no sign-in, no API call.
        return reply.status(403).send({
          error: {
            message: message("thrown.workspaceSuspended", request.headers["accept-language"]),
            code: "workspace_suspended",
          },
        });
      }
      request.account = account;
      // Every later log line of this request names its workspace.
      request.log = request.log.child({ tenant: account.subdomain, tenant_id: account.id });
    });
  },
  { name: "parley-tenancy", dependencies: ["parley-db"] },
);
