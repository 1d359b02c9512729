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

    // The plugin passes the route's merged limit options, the route itself under `routeInfo`: read
    // from the top level, every route-level limit shared one count per client (the publish route's
    // 30 a minute ran out on the page's load reports).
    child(options: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // The plugin's types name the route itself; what it passes at run time is as above.
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new SharedStore(undefined, `route|${String(route.method)}|${String(route.url)}`);
    }
  }
  return SharedStore;
}
