// Fixed-window counters in memory. One server instance is the supported deployment for this issue;
// several instances would each count separately (documented in docs/architecture.md).

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit for `key`; `allowed` is false once the window's budget is spent. */
  hit(key: string): RateLimitResult;
  reset(key: string): void;
  /** Stops the sweeping timer. */
  close(): void;
}

export function createRateLimiter(
  max: number,
  windowSeconds: number,
  now: () => number = Date.now,
): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const counters = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, counter] of counters) if (counter.resetAt <= t) counters.delete(key);
  }, windowMs);
  sweep.unref();
  return {
    hit(key) {
      const t = now();
      let counter = counters.get(key);
      if (counter === undefined || counter.resetAt <= t) {
        counter = { count: 0, resetAt: t + windowMs };
        counters.set(key, counter);
      }
      counter.count += 1;
      return {
        allowed: counter.count <= max,
        retryAfterSeconds: Math.max(1, Math.ceil((counter.resetAt - t) / 1000)),
      };
    },
    reset(key) {
      counters.delete(key);
    },
    close() {
      clearInterval(sweep);
    },
  };
}
