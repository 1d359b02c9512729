// A named budget (max hits per window per key) over the shared counter store: the keyed limits that
// services check themselves (sign-in per address, reset per address, exports per member…).
import type { CounterStore } from "./counter-store.ts";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit for `key`; `allowed` is false once the window's budget is spent. */
  hit(key: string): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(
  store: CounterStore,
  name: string,
  max: number,
  windowSeconds: number,
): RateLimiter {
  const keyOf = (key: string) => `${name}|${key}`;
  return {
    async hit(key) {
      const { count, ttlMs } = await store.hit(keyOf(key), windowSeconds * 1000);
      return { allowed: count <= max, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    reset: (key) => store.reset(keyOf(key)),
  };
}
