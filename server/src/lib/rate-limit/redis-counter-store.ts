// The shared counters in Redis (REDIS_URL), for deployments that keep hot counters out of the
// database. One script per hit, so the count and the window's start are one atomic step; Redis
// expires ended windows by itself, so there is nothing to sweep.
import { Redis } from "ioredis";
import type { CounterStore } from "./counter-store.ts";

/** INCR, and start the window's clock on the first hit (or if a key somehow lost its expiry). */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PREFIX = "parley:rl:";

export interface RedisCounterStore extends CounterStore {
  close(): Promise<void>;
}

export function createRedisCounterStore(url: string): RedisCounterStore {
  // A hit waits at most a second: while Redis is away the route limits let requests through
  // (skipOnError) and the keyed ones answer with an error, instead of requests hanging on a socket.
  const client = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
  // Connection errors are reported through failing commands; without a listener ioredis logs them.
  client.on("error", () => undefined);
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await client.eval(HIT, 1, PREFIX + key, String(windowMs))) as [number, number];
      return { count, ttlMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await client.del(PREFIX + key);
    },
    async sweep() {
      // Keys expire in Redis itself.
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
