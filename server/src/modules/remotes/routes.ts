// GET /api/v1/remotes/manifest (the tenant's remote versions, no-cache), POST /api/v1/remotes/errors
// (a browser reports a remote that failed or fell back; kept in remote_failures) and /loads (the
// canary's denominator), both only with the served page's report token (report-admission.ts), the
// publish API and
// the remote files themselves (/remotes/<name>/<version>/…: built-in from the dist folder, published
// from the remote store).
import path from "node:path";
import {
  remoteFailureReportSchema,
  remoteLoadReportSchema,
  type RemoteName,
} from "@parley/shared-contracts/api/remotes";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Counter } from "prom-client";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { noContentResponses, rawResponses } from "../../lib/endpoint-route.ts";
import type { FileStore } from "../../lib/storage/file-store.ts";
import { withPublished, type RemoteCatalog } from "./catalog.ts";
import { publishRoutes } from "./publish-routes.ts";
import { publishedKey } from "./publish.ts";
import type { RemoteFiles } from "./remote-files.ts";
import { createReportAdmission } from "./report-admission.ts";
import { createReportTokens } from "./report-token.ts";
import { addLoads, insertFailure } from "./repository.ts";
import { requestManifest } from "./request-manifest.ts";
import { createHash } from "node:crypto";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
};
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * CORS for a page of this deployment (the base domain or one of its hosts) that loads remote files
 * from another origin (PARLEY_REMOTES_ORIGIN, a CDN pulling from here): the shell fetches entries in
 * CORS mode with `integrity`. Echoed per origin with `Vary: Origin`, so a CDN caches each separately.
 */
function allowWorkspaceOrigin(request: FastifyRequest, reply: FastifyReply, baseDomain: string): void {
  reply.header("vary", "Origin");
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let hostname: string;
  try {
    hostname = new URL(origin).hostname.toLowerCase();
  } catch {
    return;
  }
  if (hostname === baseDomain || hostname.endsWith(`.${baseDomain}`))
    reply.header("access-control-allow-origin", origin);
}

export async function remotesRoutes(
  app: FastifyInstance,
  options: {
    catalog: RemoteCatalog;
    config: Pick<Config, "dataDir" | "s3" | "distDir" | "baseDomain" | "remotesOrigin" | "secret">;
    store: FileStore;
    files: RemoteFiles;
  },
): Promise<void> {
  const { catalog, config, store, files } = options;
  if (config.secret === undefined) throw new Error("remotesRoutes needs config.secret");
  const admit = createReportAdmission(app, createReportTokens(config.secret));

  // Raw: the body is serialized here for its ETag (and a 304 has none); errors are the envelope.
  const manifest = { schema: { response: rawResponses(shellEndpoints.manifest) } };
  app.get(shellEndpoints.manifest.pattern, manifest, async (request, reply) => {
    const current = await requestManifest(app, catalog, request, config.remotesOrigin);
    // Revalidated on every load (pins take effect at once) but answered 304 when nothing changed.
    const body = JSON.stringify(current);
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    reply.header("cache-control", "no-cache").header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.type("application/json; charset=utf-8").send(body);
  });

  // Per remote, version and phase; a version no build has is counted as "unknown", so made-up
  // reports cannot grow the series.
  const loadErrors = new Counter({
    name: "parley_remote_load_errors_total",
    help: "Remote load failures and fallbacks reported by browsers, by remote, version and phase",
    labelNames: ["remote", "version", "phase"] as const,
    registers: [app.metrics],
  });

  // Reports per client address and minute, counted across instances: generous, since a company's
  // staff often share one address and a bad release fails in every tab at once. Each report also needs
  // its page's token and spends its per-load budget (report-admission.ts).
  app.withTypeProvider<ZodTypeProvider>().post(
    shellEndpoints.remoteErrors.pattern,
    {
      schema: { body: remoteFailureReportSchema, response: noContentResponses(shellEndpoints.remoteErrors) },
      config: {
        rateLimit: { max: 300, timeWindow: 60_000 },
        invalidMessage: "Invalid remote failure report",
      },
    },
    async (request, reply) => {
      const { tenant } = await admit(request, 1);
      request.log.warn(
        { tenant, ip: request.ip, userAgent: request.headers["user-agent"], ...request.body },
        request.body.phase === "fallback" ? "remote fell back in a browser" : "remote failed in a browser",
      );
      const { remote, version, fallbackVersion, phase, message, path: page } = request.body;
      const known = (await withPublished(app.db, await catalog.get()))
        .get(remote as RemoteName)
        ?.some((build) => build.version === version);
      loadErrors.inc({
        remote: known ? remote : "unknown",
        version: known && version ? version : "unknown",
        phase,
      });
      await insertFailure(app.db, {
        tenant,
        remote,
        version: version ?? null,
        fallback_version: fallbackVersion ?? null,
        phase,
        message,
        path: page ?? null,
      });
      return reply.status(204).send();
    },
  );

  // Successful loads for the canary's rate: a tab sends each mounted version once (the schema allows
  // only the product's remote names). Limited per address, but generously: a company's staff often
  // share one address, and every tab they open sends one report.
  app.withTypeProvider<ZodTypeProvider>().post(
    shellEndpoints.remoteLoads.pattern,
    {
      schema: { body: remoteLoadReportSchema, response: noContentResponses(shellEndpoints.remoteLoads) },
      config: { rateLimit: { max: 600, timeWindow: 60_000 }, invalidMessage: "Invalid remote load report" },
    },
    async (request, reply) => {
      // A tab mounts each version once: repeats in one report count once, and each load spends one
      // of the page's budget.
      const loads = [
        ...new Map(request.body.loads.map((load) => [`${load.remote}@${load.version}`, load])).values(),
      ];
      const { tenant } = await admit(request, loads.length);
      await addLoads(app.db, tenant, loads);
      return reply.status(204).send();
    },
  );

  await app.register(publishRoutes, { catalog, store, distDir: config.distDir });

  // Shadows @fastify/static's /remotes/* (registered later): built-in folders are still sent from
  // the dist folder; published builds come from the store, only the files their publish recorded.
  app.get<{ Params: { container: string; version: string; "*": string } }>(
    "/remotes/:container/:version/*",
    async (request, reply) => {
      const { container, version, "*": file } = request.params;
      allowWorkspaceOrigin(request, reply, config.baseDomain);
      const uploadId = await files.uploadOf(container, version);
      if (uploadId !== undefined) {
        const data = await store.get(publishedKey(container, version, uploadId, file));
        if (data === undefined) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
        return reply
          .header("cache-control", IMMUTABLE)
          .type(CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream")
          .send(Buffer.from(data));
      }
      if (!/^mf_[a-z_]+$/.test(container) || !/^[0-9A-Za-z.-]+$/.test(version))
        return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
      return reply.sendFile(file, path.join(config.distDir, "remotes", container, version), {
        immutable: true,
        maxAge: 365 * 24 * 3600 * 1000,
      });
    },
  );
}
