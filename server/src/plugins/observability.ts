// Operability: liveness (`/healthz`), readiness (`/readyz`: what the instance starts in the background
// has started — its job queue —, the database answers and the server is not shutting down), Prometheus metrics (`/metrics`) and the request id echoed on every reply. The three
// endpoints answer on every host, before tenancy, CSRF and auth, and are never the SPA.
import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";
import { REQUEST_ID_HEADER } from "../lib/request-id.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The Prometheus registry of /metrics: modules add their own gauges and counters to it. */
    metrics: Registry;
    /**
     * /readyz answers 503 `starting` until `work` has settled (a job queue started after listen, say):
     * a rolling restart moves on to the next instance only once this one does all its work.
     */
    readyAfter(work: Promise<unknown>): void;
  }
}

export interface ObservabilityOptions {
  /** Bearer token for /metrics (PARLEY_METRICS_TOKEN); unset: loopback callers only. */
  metricsToken: string | undefined;
  /** How long /readyz waits for the database. */
  readyTimeoutMs?: number;
}

const OPS_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const observabilityPlugin = fp<ObservabilityOptions>(
  async (app, { metricsToken, readyTimeoutMs = 2000 }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: "parley_" });
    app.decorate("metrics", registry);
    let starting = 0;
    app.decorate("readyAfter", (work: Promise<unknown>) => {
      starting += 1;
      const settled = () => {
        starting -= 1;
      };
      void work.then(settled, settled);
    });
    const requests = new Counter({
      name: "parley_http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: "parley_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method and route pattern",
      labelNames: ["method", "route"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
    });

    app.addHook("onRequest", async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
    app.addHook("onResponse", async (request, reply) => {
      // Fastify's "request completed" line goes through reply.log, made with the request: give it the
      // request's logger as tenancy and auth left it, so the line names the workspace and member too.
      reply.log = request.log;
      if (OPS_PATHS.has(request.url.split("?")[0] ?? "")) return;
      // The route pattern, not the path: ids in paths would make a series per resource.
      const route = request.routeOptions.url ?? "unmatched";
      const labels = { method: request.method, route };
      requests.inc({ ...labels, status: String(reply.statusCode) });
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");
    app.get("/healthz", async (_request, reply) => {
      noStore(reply);
      return { status: "ok" };
    });

    app.get("/readyz", async (_request, reply) => {
      noStore(reply);
      if (closing) return reply.status(503).send({ status: "closing" });
      if (starting > 0) return reply.status(503).send({ status: "starting" });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), readyTimeoutMs);
      });
      const ping = app.db.query("SELECT 1").then(
        () => "ok" as const,
        () => "error" as const,
      );
      const database = await Promise.race([ping, timeout]);
      clearTimeout(timer);
      if (database !== "ok") return reply.status(503).send({ status: "unavailable", database });
      return { status: "ready", database };
    });

    app.get("/metrics", async (request: FastifyRequest, reply) => {
      noStore(reply);
      const auth = request.headers.authorization ?? "";
      const allowed =
        metricsToken === undefined
          ? LOOPBACK.test(request.socket.remoteAddress ?? "")
          : auth.startsWith("Bearer ") && sameToken(auth.slice(7), metricsToken);
      if (!allowed) return reply.status(403).send({ error: { message: "Forbidden", code: "forbidden" } });
      return reply.header("content-type", registry.contentType).send(await registry.metrics());
    });
  },
  { name: "parley-observability", dependencies: ["parley-db"] },
);
