// With REDIS_URL the rate-limit counters live in a real Redis: two server instances (each with its own
// database here, so only Redis can carry the count) share every budget, windows expire in Redis, and a
// Redis that is away does not lock anyone out.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { createRedisCounterStore } from "../../../src/lib/rate-limit/redis-counter-store.ts";
import { createClient } from "../../helpers/client.ts";
import { startRedis } from "@parley/test-fakes/redis-server";
import type { RedisServer } from "@parley/test-fakes/redis-server";
import { createTestApp, testConfig } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let redis: RedisServer;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  redis = await startRedis();
  const env = { PARLEY_ACCOUNT_LOOKUP_MAX: "3", REDIS_URL: redis.url };
  first = await createTestApp({ env });
  second = await createTestApp({ env });
});
afterAll(async () => {
  await second.close();
  await first.close();
  await redis.stop();
});

describe("rate limits in Redis", () => {
  it("counts workspace lookups on both instances together, though their databases differ", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? first.app : second.app;
      statuses.push((await createClient(app, "localhost").get("/api/v1/accounts/acme")).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Nothing was counted in either database.
    for (const instance of [first, second])
      expect(await instance.database.db.query("SELECT key FROM rate_limit_counters")).toEqual([]);
  });

  it("counts, expires and resets a window", async () => {
    const store = createRedisCounterStore(redis.url);
    try {
      expect(await store.hit("test|window", 300)).toMatchObject({ count: 1 });
      const second = await store.hit("test|window", 300);
      expect(second.count).toBe(2);
      expect(second.ttlMs).toBeGreaterThan(0);
      expect(second.ttlMs).toBeLessThanOrEqual(300);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await store.hit("test|window", 60_000)).count).toBe(1);
      await store.reset("test|window");
      expect((await store.hit("test|window", 60_000)).count).toBe(1);
    } finally {
      await store.close();
    }
  });

  it("lets requests through when Redis cannot be reached", async () => {
    const tmp = await mkdtemp(path.join(tmpdir(), "parley-redis-away-"));
    // A port nothing listens on (the Redis above, stopped, would do too).
    const away: FastifyInstance = await buildApp(
      testConfig(tmp, { PARLEY_ACCOUNT_LOOKUP_MAX: "1", REDIS_URL: "redis://127.0.0.1:1" }),
      { db: first.database.db },
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await createClient(away, "localhost").get("/api/v1/accounts/acme")).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
    } finally {
      await away.close();
    }
  });
});
