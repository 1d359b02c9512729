// @fastify/rate-limit's store interface over the shared counter store: route-level limits
// (`config: { rateLimit: {...} }`) count in the database, the same for every instance.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { CounterStore } from "./counter-store.ts";

export function counterStoreCtor(counters: CounterStore): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = "route") {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hit(`${this.prefix}|${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
      return new SharedStore(undefined, `route|${String(routeOptions.method)}|${routeOptions.url}`);
    }
  }
  return SharedStore;
}
