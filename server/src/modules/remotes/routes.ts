// GET /api/v1/remotes/manifest (the tenant's remote versions, no-cache) and POST
// /api/v1/remotes/errors (a browser reports a remote that failed to load or mount).
import { remoteFailureReportSchema } from "@parley/shared-contracts/api/remotes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RemoteCatalog } from "./catalog.ts";
import { manifestFor } from "./service.ts";

export async function remotesRoutes(
  app: FastifyInstance,
  { catalog }: { catalog: RemoteCatalog },
): Promise<void> {
  // The sign-in page needs mf_auth on the root domain and on an unknown workspace's host too (to
  // show the subdomain form or the workspace-info failure), so those get the default manifest.
  app.get("/api/v1/remotes/manifest", async (request, reply) => {
    const host = request.hostInfo;
    const account = host.kind === "workspace" ? await app.tenants.get(host.subdomain) : undefined;
    const manifest = await manifestFor(app.db, await catalog.get(), account?.id ?? null, (pin) =>
      request.log.warn(
        { tenant: account?.subdomain ?? null, pin },
        "pinned remote build is missing; serving the newest",
      ),
    );
    return reply.header("cache-control", "no-cache").send(manifest);
  });

  // Reports per client address and minute, counted across instances.
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/remotes/errors",
    {
      schema: { body: remoteFailureReportSchema },
      config: { rateLimit: { max: 30, timeWindow: 60_000 }, invalidMessage: "Invalid remote failure report" },
    },
    async (request, reply) => {
      const host = request.hostInfo;
      request.log.warn(
        {
          tenant: host.kind === "workspace" ? host.subdomain : host.kind,
          ip: request.ip,
          userAgent: request.headers["user-agent"],
          ...request.body,
        },
        "remote failed in a browser",
      );
      return reply.status(204).send();
    },
  );
}
