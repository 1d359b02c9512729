// The cross-instance PubSub over Redis pub/sub (selected when REDIS_URL is set, or PARLEY_PUBSUB=redis).
// Each topic is its own Redis channel `<prefix><topic>`, so Redis sends an instance only the topics its
// subscribers follow (LISTEN/NOTIFY sends every event to every instance, which filters). Subscribing
// the first handler of a topic costs one SUBSCRIBE round trip; later ones are local.
//
// Two connections: one in subscriber mode (SUBSCRIBE/UNSUBSCRIBE, and the messages), one that
// PUBLISHes. Publishes of this instance go out in call order on that one connection, and Redis
// delivers a channel's messages in the order it received them, so one publisher's messages keep
// their order per topic. Every instance — the publisher too — receives its messages through its
// subscription. Payloads are the JSON text of the message, whole: Redis takes values up to 512 MB, so
// nothing is cut in pieces as NOTIFY's 8000 bytes require. (What bounds a message in practice is
// Redis's output buffer of a subscriber, `client-output-buffer-limit pubsub`, 32 MB hard / 8 MB for
// 60 s by default; Parley's events are a few kilobytes.)
//
// Redis pub/sub keeps nothing: what is published while a subscriber's connection is down is lost
// (like NOTIFY while the LISTEN connection is down). Both connections reconnect by themselves (every
// second at most); the subscriber then subscribes again to every topic that has handlers (ioredis's
// autoResubscribe, plus the SUBSCRIBEs queued meanwhile). Followers read the persisted state after
// subscribing, and the browser re-reads on reconnect, so a gap is caught up there.
import { Redis } from "ioredis";
import type { RedisOptions } from "ioredis";
import type { PubSub } from "./pubsub.ts";

export interface RedisPubSubOptions {
  url: string;
  /**
   * Put before every topic to make its channel. Default `parley:ps:<db>:` with the database number
   * of the URL: Redis pub/sub ignores database numbers, so deployments sharing one Redis on
   * different databases (which keeps their rate-limit keys apart) stay apart here too.
   */
  prefix?: string;
  onError?: (error: unknown) => void;
}

type Handler = (message: unknown) => void;

interface Topic {
  handlers: Set<Handler>;
  /** The SUBSCRIBE that made this topic's channel active (settled once acknowledged). */
  subscribed: Promise<void>;
}

/** Reconnect quickly: a Redis restart is usually short, and events are lost until then. */
const retryStrategy = (times: number) => Math.min(times * 100, 1000);

export async function createRedisPubSub(options: RedisPubSubOptions): Promise<PubSub> {
  const report = (error: unknown) => options.onError?.(error);
  const common: RedisOptions = { lazyConnect: true, retryStrategy, connectTimeout: 5000 };
  // A SUBSCRIBE waits for the connection however long it is away; a PUBLISH gives up after two
  // failed reconnections (about 300 ms) or 5 s without an answer, and its caller logs it.
  const subscriber = new Redis(options.url, {
    ...common,
    maxRetriesPerRequest: null,
    autoResubscribe: true,
    connectionName: "parley-pubsub-sub",
  });
  const publisher = new Redis(options.url, {
    ...common,
    maxRetriesPerRequest: 2,
    commandTimeout: 5000,
    connectionName: "parley-pubsub-pub",
  });
  const prefix = options.prefix ?? `parley:ps:${subscriber.options.db ?? 0}:`;
  let closing = false;

  // One report per outage and connection, not one per reconnection attempt.
  for (const client of [subscriber, publisher]) {
    let healthy = true;
    client.on("error", (error) => {
      if (healthy && !closing) report(error);
      healthy = false;
    });
    client.on("ready", () => (healthy = true));
  }

  const topics = new Map<string, Topic>();

  subscriber.on("message", (channel, text) => {
    if (!channel.startsWith(prefix)) return;
    const topic = topics.get(channel.slice(prefix.length));
    if (topic === undefined) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (error) {
      report(error);
      return;
    }
    for (const handler of [...topic.handlers]) {
      try {
        handler(message);
      } catch (error) {
        report(error);
      }
    }
  });

  const close = async (client: Redis) => {
    // QUIT waits for the answers still due (publishes in flight); away, there is nothing to wait for.
    if (client.status === "ready") await client.quit().catch(() => undefined);
    if (client.status !== "end") client.disconnect();
  };

  try {
    await Promise.all([subscriber.connect(), publisher.connect()]);
  } catch (error) {
    closing = true;
    await Promise.all([close(subscriber), close(publisher)]);
    throw new Error(`Redis pub/sub (REDIS_URL) is unreachable: ${(error as Error).message}`, {
      cause: error,
    });
  }

  // SUBSCRIBEs waiting for their answer, released when the connection drops (one listener for all).
  const waiting = new Set<() => void>();
  subscriber.on("close", () => {
    for (const release of waiting) release();
    waiting.clear();
  });

  /**
   * Settles once Redis acknowledged the SUBSCRIBE, or at once while the connection is away (the
   * topic is subscribed when it is back). Rejects only when Redis refused it (e.g. an ACL).
   */
  const acknowledged = (command: Promise<unknown>): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      if (subscriber.status !== "ready") {
        command.catch((error: unknown) => {
          if (!closing) report(error);
        });
        resolve();
        return;
      }
      const release = () => resolve();
      waiting.add(release);
      command.then(
        () => resolve(),
        (error: unknown) => (closing ? resolve() : reject(error as Error)),
      );
      void command.catch(() => undefined).finally(() => waiting.delete(release));
    });

  const send = (targets: readonly string[], message: unknown): Promise<void> => {
    if (closing || targets.length === 0) return Promise.resolve();
    const text = JSON.stringify(message) ?? "null";
    // Issued one after another on one connection: Redis gets them in this order.
    return Promise.all(targets.map((topic) => publisher.publish(prefix + topic, text))).then(() => undefined);
  };

  const drop = (name: string, topic: Topic, entry: Handler) => {
    topic.handlers.delete(entry);
    if (topic.handlers.size > 0 || topics.get(name) !== topic) return;
    topics.delete(name);
    // Delivery here stops at once (no handlers); the UNSUBSCRIBE only saves Redis the sending.
    if (!closing)
      subscriber.unsubscribe(prefix + name).catch((error: unknown) => {
        if (!closing) report(error);
      });
  };

  return {
    publish: (topic, message) => send([topic], message),
    publishToMany: (targets, message) => send(targets, message),
    async subscribe(name, handler) {
      if (closing) throw new Error("the pub/sub is closed");
      let topic = topics.get(name);
      if (topic === undefined) {
        // A SUBSCRIBE after an UNSUBSCRIBE of the same channel still in flight: Redis runs them in
        // order on this connection, so the channel ends up subscribed.
        topic = { handlers: new Set(), subscribed: acknowledged(subscriber.subscribe(prefix + name)) };
        topics.set(name, topic);
      }
      // A wrapper per call: the same function subscribed twice gets two independent subscriptions.
      const entry: Handler = (message) => handler(message);
      topic.handlers.add(entry);
      const current = topic;
      try {
        await current.subscribed;
      } catch (error) {
        drop(name, current, entry);
        throw error;
      }
      return async () => drop(name, current, entry);
    },
    async close() {
      if (closing) return;
      closing = true;
      topics.clear();
      await Promise.all([close(publisher), close(subscriber)]);
    },
  };
}
