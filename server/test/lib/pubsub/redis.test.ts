// The Redis PubSub on a real Redis (Debian's redis-server on a loopback port, see test-fakes/redis-server.ts):
// delivery between instances in order, unsubscribing, a Redis restart, and a clean close.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PubSub } from "../../../src/lib/pubsub/pubsub.ts";
import { createRedisPubSub } from "../../../src/lib/pubsub/redis.ts";
import type { RedisPubSubOptions } from "../../../src/lib/pubsub/redis.ts";
import { startRedis } from "@parley/test-fakes/redis-server";
import type { RedisServer } from "@parley/test-fakes/redis-server";

let redis: RedisServer;
const buses: PubSub[] = [];

async function bus(options: Partial<RedisPubSubOptions> = {}): Promise<PubSub> {
  const created = await createRedisPubSub({ url: redis.url, prefix: "parley:test:", ...options });
  buses.push(created);
  return created;
}

const until = (check: () => boolean, ms = 5000) =>
  expect.poll(check, { timeout: ms, interval: 10 }).toBe(true);

/** Sockets and timers of this process: what a PubSub left open shows here. */
const handles = () =>
  process.getActiveResourcesInfo().filter((r) => r === "TCPSocketWrap" || r === "Timeout").length;

/** Waits until no more sockets and timers are open than `baseline` (checked between sleeps, not in a poll's timers). */
async function released(baseline: number, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (handles() > baseline) {
    if (Date.now() > end) throw new Error(`left open: ${process.getActiveResourcesInfo().join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  for (const b of buses) await b.close();
  await redis.stop();
});

describe("Redis PubSub", () => {
  it("delivers across instances, in order, to the subscribed topics only", async () => {
    const a = await bus();
    const b = await bus();
    const onB: unknown[] = [];
    const otherTopic: unknown[] = [];
    await b.subscribe("room", (m) => onB.push(m));
    await b.subscribe("elsewhere", (m) => otherTopic.push(m));
    const onA: unknown[] = [];
    await a.subscribe("room", (m) => onA.push(m));
    // Both directions, the publisher receiving its own messages too.
    for (let i = 0; i < 50; i++) void a.publish("room", { i });
    await a.publish("room", { i: 50 });
    await until(() => onB.length === 51 && onA.length === 51);
    expect(onB).toEqual(Array.from({ length: 51 }, (_, i) => ({ i })));
    expect(onA).toEqual(onB);
    await b.publish("room", "from b");
    await until(() => onA.length === 52 && onB.length === 52);
    expect(onA[51]).toBe("from b");
    expect(otherTopic).toEqual([]);
  });

  it("carries a large message whole, in order with small ones (no NOTIFY-like limit)", async () => {
    const a = await bus();
    const b = await bus();
    const seen: unknown[] = [];
    await b.subscribe("big", (m) => seen.push(m));
    const large = { text: "Grüße 😀 ".repeat(30_000) };
    void a.publish("big", "first");
    void a.publish("big", large);
    await a.publish("big", "last");
    await until(() => seen.length === 3, 10_000);
    expect(seen).toEqual(["first", large, "last"]);
  });

  it("sends one message to many topics, and stops delivering after unsubscribe", async () => {
    const a = await bus();
    const b = await bus();
    const got: string[] = [];
    const off = await b.subscribe("m:1", (m) => got.push(`1:${String(m)}`));
    await b.subscribe("m:2", (m) => got.push(`2:${String(m)}`));
    await a.publishToMany?.(["m:1", "m:2", "m:3"], "hello");
    await until(() => got.length === 2);
    expect(got.sort()).toEqual(["1:hello", "2:hello"]);
    await off();
    await a.publishToMany?.(["m:1", "m:2"], "again");
    await until(() => got.length === 3);
    expect(got[2]).toBe("2:again");
    // The last handler of a topic gone and a new one at once: the channel ends up subscribed.
    const again: unknown[] = [];
    const offLast = await b.subscribe("m:1", () => undefined);
    await offLast();
    await b.subscribe("m:1", (m) => again.push(m));
    await a.publish("m:1", "back");
    await until(() => again.length === 1);
    // Nothing late reached the unsubscribed handler.
    await a.publish("m:2", "fence");
    await until(() => got.length === 4);
    expect(got).toEqual(["1:hello", "2:hello", "2:again", "2:fence"]);
  });

  it("subscribes many topics at once (a burst of sockets), each its own channel", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      const a = await bus();
      const b = await bus();
      const topics = Array.from({ length: 200 }, (_, i) => `burst:${i}`);
      const got = new Map<string, unknown[]>();
      await Promise.all(
        topics.map((topic) => b.subscribe(topic, (m) => got.set(topic, [...(got.get(topic) ?? []), m]))),
      );
      await a.publishToMany?.(topics, { n: 1 });
      await until(() => got.size === 200);
      for (const topic of topics) expect(got.get(topic)).toEqual([{ n: 1 }]);
      expect(warnings).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("keeps two subscriptions of one handler apart and isolates a throwing subscriber", async () => {
    const errors: unknown[] = [];
    const a = await bus({ onError: (e) => errors.push(e) });
    const seen: unknown[] = [];
    const handler = (m: unknown) => seen.push(m);
    const off1 = await a.subscribe("t", handler);
    await a.subscribe("t", () => {
      throw new Error("boom");
    });
    await a.subscribe("t", handler);
    await a.publish("t", 1);
    await until(() => seen.length === 2);
    expect(errors).toHaveLength(1);
    await off1();
    await a.publish("t", 2);
    await until(() => seen.length === 3);
    expect(seen).toEqual([1, 1, 2]);
  });

  it("keeps deployments apart by prefix, by default by the URL's database number", async () => {
    const zero = await bus({ prefix: undefined });
    const three = await bus({ url: `${redis.url}/3`, prefix: undefined });
    const other = await bus({ prefix: "parley:other:" });
    const heard: string[] = [];
    for (const [name, b] of [
      ["zero", zero],
      ["three", three],
      ["other", other],
    ] as const)
      await b.subscribe("t", (m) => heard.push(`${name}:${String(m)}`));
    await zero.publish("t", "a");
    await three.publish("t", "b");
    await other.publish("t", "c");
    await until(() => heard.length === 3);
    expect(heard.sort()).toEqual(["other:c", "three:b", "zero:a"]);
  });

  it("receives again after a Redis restart, topics subscribed during the outage included", async () => {
    let own = await startRedis();
    const port = Number(new URL(own.url).port);
    const errors: unknown[] = [];
    const a = await createRedisPubSub({ url: own.url, onError: (e) => errors.push(e) });
    const b = await createRedisPubSub({ url: own.url, onError: (e) => errors.push(e) });
    try {
      const before: unknown[] = [];
      const after: unknown[] = [];
      await b.subscribe("before", (m) => before.push(m));
      await a.publish("before", 0);
      await until(() => before.length === 1);

      await own.stop();
      // Subscribing while Redis is away does not wait for it; publishing fails (and is logged).
      await b.subscribe("during", (m) => after.push(m));
      await expect(a.publish("before", "lost")).rejects.toThrow();
      own = await startRedis(port);

      // Delivery resumes once both connections are back (about a second at most).
      let i = 0;
      const ping = setInterval(() => void a.publish("before", `ping ${i++}`).catch(() => undefined), 50);
      try {
        await until(() => before.length > 1, 10_000);
      } finally {
        clearInterval(ping);
      }
      const mark = before.length;
      for (let n = 1; n <= 20; n++) void a.publish("before", n);
      await a.publish("during", "new topic");
      await until(() => before.length >= mark + 20 && after.length === 1);
      const numbers = before.slice(mark).filter((m) => typeof m === "number");
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
      expect(after).toEqual(["new topic"]);
      expect(before).not.toContain("lost");
      // The outage was reported once per connection (two per PubSub), not once per reconnection attempt.
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.length).toBeLessThanOrEqual(4);
    } finally {
      await a.close();
      await b.close();
      await own.stop();
    }
  });

  it("closes without leaving sockets or timers, also while Redis is away", async () => {
    const own = await startRedis();
    const baseline = handles();
    const a = await createRedisPubSub({ url: own.url });
    const b = await createRedisPubSub({ url: own.url });
    const seen: unknown[] = [];
    await b.subscribe("t", (m) => seen.push(m));
    void a.publish("t", 1);
    await a.close();
    await until(() => seen.length === 1);
    await b.close();
    await released(baseline);
    // A publish after close is dropped, a subscribe refused.
    await a.publish("t", 2);
    await expect(a.subscribe("t", () => undefined)).rejects.toThrow(/closed/);

    // Closed during an outage (reconnecting): no reconnection timer left behind.
    const c = await createRedisPubSub({ url: own.url, onError: () => undefined });
    await c.subscribe("t", () => undefined);
    await own.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await c.close();
    await released(baseline);
  });

  it("refuses to start when Redis cannot be reached, leaving nothing open", async () => {
    const baseline = handles();
    await expect(createRedisPubSub({ url: "redis://127.0.0.1:1" })).rejects.toThrow(
      /Redis pub\/sub \(REDIS_URL\) is unreachable/,
    );
    await released(baseline);
  });
});
