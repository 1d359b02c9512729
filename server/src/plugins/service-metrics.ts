// The service's own gauges on /metrics, read when Prometheus scrapes: replies being generated on
// this instance (open streams), open websockets, and the routines' queue (runs due and not yet
// posted, all instances). Remote load errors are counted where browsers report them
// (modules/remotes/routes.ts).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Gauge } from "prom-client";

export const serviceMetricsPlugin = fp(
  async (app: FastifyInstance) => {
    new Gauge({
      name: "parley_open_streams",
      help: "Replies this instance is generating now",
      registers: [app.metrics],
      collect() {
        this.set(app.generation.runningCount);
      },
    });
    new Gauge({
      name: "parley_websockets_open",
      help: "Websockets open on this instance",
      registers: [app.metrics],
      collect() {
        this.set(app.realtime.hub.size);
      },
    });
    new Gauge({
      name: "parley_routine_runs_pending",
      help: "Routine runs due and not yet posted (every instance's queue)",
      registers: [app.metrics],
      async collect() {
        const [row] = await app.db.query<{ count: number }>(
          "SELECT count(*)::integer AS count FROM routine_runs WHERE status = 'pending'",
        );
        this.set(row?.count ?? 0);
      },
    });
  },
  {
    name: "parley-service-metrics",
    dependencies: ["parley-observability", "parley-generation", "parley-realtime"],
  },
);
