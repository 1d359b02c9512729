// The realtime notifier this module sends through: the app's `realtime` decoration (the websocket
// plugin), or — when an app is built without it — one over the same PubSub topics, so the events
// still reach whoever subscribes to them.
import type { FastifyInstance } from "fastify";
import { createRealtimeNotifier } from "../realtime/notifier.ts";
import type { RealtimeNotifier } from "../realtime/notifier.ts";

export function notifierOf(app: FastifyInstance): RealtimeNotifier {
  if (app.hasDecorator("realtime")) return app.realtime;
  return createRealtimeNotifier({
    db: app.db,
    pubsub: app.pubsub,
    onError: (error) => app.log.warn({ err: error }, "realtime event not delivered"),
  });
}
