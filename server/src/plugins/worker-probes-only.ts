// A worker (PARLEY_ROLE=worker) listens only so that its probes and metrics work: every other path
// answers 404 before the share host, CSRF, auth or a route runs (after tenancy, whose host the reply
// hooks read), so a misrouted proxy never serves the app from it.
import fp from "fastify-plugin";
import { HttpError } from "../lib/http-error.ts";

const PROBE_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

export const workerProbesOnlyPlugin = fp(
  async (app) => {
    app.addHook("onRequest", async (request) => {
      if (PROBE_PATHS.has(request.url.split("?")[0] ?? "")) return;
      throw new HttpError(
        404,
        "worker_instance",
        "This instance is a worker (PARLEY_ROLE=worker): it answers /healthz, /readyz and /metrics only.",
      );
    });
  },
  {
    name: "parley-worker-probes-only",
    dependencies: ["parley-observability", "parley-error-handler", "parley-tenancy"],
  },
);
