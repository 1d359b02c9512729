// The one-instance PubSub: handlers are called synchronously in publish order. A throwing handler
// is isolated from the publisher and from the other handlers.
import type { PubSub } from "./pubsub.ts";

export function createInProcessPubSub(onHandlerError: (error: unknown) => void = () => {}): PubSub {
  const topics = new Map<string, Set<(message: unknown) => void>>();
  return {
    async publish(topic, message) {
      const handlers = topics.get(topic);
      if (handlers === undefined) return;
      for (const handler of [...handlers]) {
        try {
          handler(message);
        } catch (error) {
          onHandlerError(error);
        }
      }
    },
    async subscribe(topic, handler) {
      let handlers = topics.get(topic);
      if (handlers === undefined) {
        handlers = new Set();
        topics.set(topic, handlers);
      }
      // A wrapper per call: the same function subscribed twice gets two independent subscriptions.
      const entry = (message: unknown) => handler(message);
      handlers.add(entry);
      return async () => {
        const current = topics.get(topic);
        current?.delete(entry);
        if (current?.size === 0) topics.delete(topic);
      };
    },
    async close() {
      topics.clear();
    },
  };
}
