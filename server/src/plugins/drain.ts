// The draining state of a stopping instance (lib/drain.ts starts it on SIGTERM): /readyz answers 503
// at once, so a load balancer stops sending; every response closes its connection, so keep-alive
// clients (a proxy's pooled upstream connections) open their next request on another instance; a new
// websocket is refused (the client reconnects elsewhere). Requests already running finish as usual.
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    drain: DrainState;
  }
}

export interface DrainState {
  /** True once the instance began to drain (it never goes back). */
  readonly active: boolean;
  begin(): void;
}

export const drainPlugin = fp(
  async (app) => {
    let active = false;
    app.decorate("drain", {
      get active() {
        return active;
      },
      begin() {
        active = true;
      },
    } satisfies DrainState);

    app.addHook("onRequest", async (_request, reply) => {
      if (active) reply.header("connection", "close");
    });
    // A preHandler, not onRequest: the app's other request hooks (tenancy, CSRF) have run, as their
    // response hooks expect.
    app.addHook("preHandler", async (request, reply) => {
      if (!active) return;
      const path = request.url.split("?")[0] ?? "";
      if (path === "/readyz") {
        return reply.header("cache-control", "no-store").status(503).send({ status: "draining" });
      }
      if (path.startsWith("/ws/")) {
        return reply.status(503).send({ error: { message: "Server restarting", code: "draining" } });
      }
      return undefined;
    });
  },
  { name: "parley-drain" },
);
