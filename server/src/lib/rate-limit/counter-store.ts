// Fixed-window counters in the database, so every server instance counts against one budget. One
// statement per hit: the window is renewed when it has passed, otherwise the count goes up. The
// database's clock decides, so instances with drifting clocks still agree.
import type { Queryable } from "../db/database.ts";

export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export interface CounterStore {
  hit(key: string, windowMs: number): Promise<CounterHit>;
  reset(key: string): Promise<void>;
  /** Deletes windows that ended (called now and then; rows are also reused in place). */
  sweep(): Promise<void>;
}

export function createCounterStore(db: Queryable): CounterStore {
  return {
    async hit(key, windowMs) {
      const rows = await db.query<{ count: number; ttl_ms: number }>(
        `INSERT INTO rate_limit_counters AS c (key, count, reset_at)
         VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
           reset_at = CASE WHEN c.reset_at <= now() THEN EXCLUDED.reset_at ELSE c.reset_at END
         RETURNING count, (extract(epoch FROM (reset_at - now())) * 1000)::integer AS ttl_ms`,
        [key, windowMs],
      );
      const row = rows[0];
      return { count: row?.count ?? 1, ttlMs: Math.max(0, row?.ttl_ms ?? windowMs) };
    },
    async reset(key) {
      await db.query("DELETE FROM rate_limit_counters WHERE key = $1", [key]);
    },
    async sweep() {
      await db.query("DELETE FROM rate_limit_counters WHERE reset_at < now() - interval '1 minute'");
    },
  };
}
