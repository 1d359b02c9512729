// The remote manifest of the request's host: the workspace's pins on a workspace host, the default
// channel elsewhere (the sign-in page needs mf_auth on the root domain and on an unknown workspace's
// host too), with the development entries of dev-override/dev-remotes.ts. Served by GET /api/v1/remotes/manifest and inlined into the shell's document.
import type { RemoteManifest } from "@parley/shared-contracts/api/remotes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RemoteCatalog } from "./catalog.ts";
import { manifestFor } from "./service.ts";

export async function requestManifest(
  app: FastifyInstance,
  catalog: RemoteCatalog,
  request: FastifyRequest,
  /** PARLEY_REMOTES_ORIGIN: the entries' origin (a CDN); unset: relative URLs. */
  remotesOrigin?: string,
): Promise<RemoteManifest> {
  const host = request.hostInfo;
  const account = host.kind === "workspace" ? await app.tenants.get(host.subdomain) : undefined;
  const manifest = await manifestFor(
    app.db,
    await catalog.get(),
    account?.id ?? null,
    (pin) =>
      request.log.warn(
        { tenant: account?.subdomain ?? null, pin },
        "promoted remote build is missing; serving the next channel's",
      ),
    remotesOrigin,
  );
  if (app.devRemotes === undefined) return manifest;
  // The override's member is read on this host (principalFor needs the request's workspace).
  if (account !== undefined) request.account ??= account;
  return app.devRemotes.apply(app, request, manifest);
}
