// What the rest of the server asks about development remotes: the manifest with the dev servers and
// this browser's override in it (remotes/request-manifest.ts), and the origins the page's CSP must
// allow (plugins/security-headers.ts, before the cookie plugin has run: it reads the raw header).
import type { IncomingMessage } from "node:http";
import type { RemoteManifest, RemoteName } from "@parley/shared-contracts/api/remotes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { checkOverrideOrigin, websocketOrigin } from "./origin-policy.ts";
import {
  cookieFromHeader,
  createOverrideCookies,
  DEV_OVERRIDE_COOKIE,
  type OverrideClaims,
} from "./override-cookie.ts";
import { createDevServerInfo, withDevelopment } from "./development-entries.ts";
import { overrideRefusal } from "./permission.ts";

export interface DevRemotesConfig {
  /** PARLEY_DEV_SERVERS parsed: remotes every browser loads from a dev server, and all their origins. */
  devServers: { remotes: ReadonlyMap<RemoteName, string>; origins: readonly string[] };
  /** PARLEY_DEV_OVERRIDES and PARLEY_DEV_OVERRIDE_ORIGINS. */
  devOverrides: { enabled: boolean; origins: string[] };
}

export function createDevRemotes(config: DevRemotesConfig, secret: string, fetchImpl: typeof fetch = fetch) {
  const cookies = createOverrideCookies(secret);
  const devServerInfo = createDevServerInfo(fetchImpl);
  const serverSources = config.devServers.origins.flatMap((origin) => [origin, websocketOrigin(origin)]);

  /** A signed cookie of this host's workspace, still valid under today's origin policy. */
  function claimsOf(cookie: string | undefined, hostname: string): OverrideClaims | undefined {
    if (!config.devOverrides.enabled) return undefined;
    const claims = cookies.verify(cookie);
    if (claims === undefined || hostname.split(".")[0] !== claims.subdomain) return undefined;
    return checkOverrideOrigin(claims.origin, config.devOverrides.origins).ok ? claims : undefined;
  }

  /** The request's override when its member may still use one (role and flags read now). */
  async function activeOverride(
    request: FastifyRequest,
    app?: FastifyInstance,
  ): Promise<OverrideClaims | undefined> {
    const claims = claimsOf(request.cookies[DEV_OVERRIDE_COOKIE], request.hostname);
    if (claims === undefined) return undefined;
    const principal = request.principal ?? (app ? await app.principalFor(request) : null);
    if (principal === null || typeof principal === "string") return undefined;
    if (principal.account_id !== claims.accountId || principal.member_id !== claims.memberId)
      return undefined;
    return overrideRefusal(config.devOverrides.enabled, principal) === null ? claims : undefined;
  }

  return {
    cookies,
    activeOverride,
    /** The manifest as this request's browser must see it. */
    async apply(
      app: FastifyInstance,
      request: FastifyRequest,
      manifest: RemoteManifest,
    ): Promise<RemoteManifest> {
      const override =
        request.cookies[DEV_OVERRIDE_COOKIE] === undefined ? undefined : await activeOverride(request, app);
      return withDevelopment(
        manifest,
        config.devServers.remotes,
        devServerInfo,
        override && { remote: override.remote, origin: override.origin },
      );
    },
    /** CSP sources beyond the page's own: the dev servers, and this browser's override origin. */
    cspSources(req: IncomingMessage): string[] {
      const cookie = cookieFromHeader(req.headers.cookie);
      const hostname = (req.headers.host ?? "").replace(/:\d+$/, "").toLowerCase();
      const claims = cookie === undefined ? undefined : claimsOf(cookie, hostname);
      return claims ? [...serverSources, claims.origin, websocketOrigin(claims.origin)] : serverSources;
    },
  };
}
export type DevRemotes = ReturnType<typeof createDevRemotes>;

declare module "fastify" {
  interface FastifyInstance {
    /** Development remotes (app.ts decorates it before the remote routes and the shell document). */
    devRemotes?: DevRemotes;
  }
}
