// Which remote reports count (docs/security.md § Remote reports only from served pages): a report must
// carry the token of a page this server served (report-token.ts), for the tenant of the host it is sent
// to, and a page load's token has a budget of REPORTS_PER_LOAD — each error report and each load a
// report names spends one — so the canary's error rate moves only with pages really served, at most a
// page's worth each.
import { REPORT_TOKEN_HEADER } from "@parley/shared-contracts/remote-report-token";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { HostInfo } from "../../lib/hosts.ts";
import { HttpError } from "../../lib/http-error.ts";
import { REPORT_TOKEN_TTL_MS, type ReportTokens } from "./report-token.ts";

/** Reports (and loads) one page load may send: a page mounts a handful of remotes. */
export const REPORTS_PER_LOAD = 30;

/**
 * The scope a document of this host gets and a report to it must carry: the workspace's subdomain, or
 * the special host's name. The admin host's pages name their workspace only in a header of their API
 * calls, so its documents and reports are the admin host's.
 */
export function reportScope(host: HostInfo): string {
  if (host.kind === "workspace") return host.viaAdminHost ? "admin" : host.subdomain;
  return host.kind;
}

interface AdmittedReport {
  /** The tenant the report is recorded under. */
  tenant: string;
}

export function createReportAdmission(app: FastifyInstance, tokens: ReportTokens) {
  const budget = app.rateLimits.create(
    "remote-reports-per-load",
    REPORTS_PER_LOAD,
    Math.ceil(REPORT_TOKEN_TTL_MS / 1000),
  );

  /**
   * An admin-host report counts for the workspace its call names only when the caller is signed in
   * there (the admin console's pages), else for the admin host: a header alone proves nothing.
   */
  async function adminHostTenant(request: FastifyRequest): Promise<string> {
    const host = request.hostInfo;
    if (host.kind !== "workspace") return "admin";
    const account = await app.tenants.get(host.subdomain);
    if (account === undefined) return "admin";
    request.account = account;
    const principal = await app.principalFor(request);
    return typeof principal === "string" ? "admin" : host.subdomain;
  }

  /** Checks the request's token and spends `cost` of its load's budget; throws 403 or 429. */
  return async function admit(request: FastifyRequest, cost: number): Promise<AdmittedReport> {
    const header = request.headers[REPORT_TOKEN_HEADER];
    const token = typeof header === "string" ? header.trim() : "";
    if (token === "")
      throw new HttpError(
        403,
        "report_token_missing",
        `A remote report needs the report token of the page that sends it (the ${REPORT_TOKEN_HEADER} header)`,
      );
    const claims = tokens.verify(token.slice(0, 256));
    if (claims === "invalid")
      throw new HttpError(403, "report_token_invalid", "The report token is not valid");
    if (claims === "expired")
      throw new HttpError(403, "report_token_expired", "The report token has expired: reload the page");
    if (claims.scope !== reportScope(request.hostInfo))
      throw new HttpError(403, "report_token_wrong_host", "The report token is for another workspace");
    for (let spent = 0; spent < Math.max(1, cost); spent++) {
      if (!(await budget.hit(claims.loadId)).allowed)
        throw new HttpError(429, "rate_limited", "This page has sent too many remote reports");
    }
    return { tenant: claims.scope === "admin" ? await adminHostTenant(request) : claims.scope };
  };
}
