// Realtime: decorates the app with `app.realtime` (the notifier every module calls, see
// modules/realtime/notifier.ts) and serves the websocket at /ws/connect/. Registered after
// generation (which owns the PubSub) and auth.
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { MAX_CLIENT_FRAME, realtimeRoutes } from "../modules/realtime/routes.ts";
import { createRealtimeService } from "../modules/realtime/service.ts";
import type { RealtimeService } from "../modules/realtime/service.ts";

declare module "fastify" {
  interface FastifyInstance {
    realtime: RealtimeService;
  }
}

export const realtimePlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const service = createRealtimeService({
      db: app.db,
      pubsub: app.pubsub,
      log: app.log,
      sessionCheckMs: config.realtime.sessionCheckMs,
      idleTimeoutMs: config.realtime.idleTimeoutMs,
    });
    app.decorate("realtime", service);
    await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME * 4 } });
    await app.register(realtimeRoutes, { idleTimeoutMs: config.realtime.idleTimeoutMs });
    // Before generation's preClose: sockets go first, then running replies settle.
    app.addHook("preClose", async () => {
      await service.close();
    });
  },
  {
    name: "parley-realtime",
    dependencies: ["parley-db", "parley-generation", "parley-auth", "parley-tenancy"],
  },
);
