import { describe, expect, it } from "vitest";
import type { CounterStore } from "../../../src/lib/rate-limit/counter-store.ts";
import { counterStoreCtor } from "../../../src/lib/rate-limit/fastify-store.ts";

/** Counts hits per key in memory, as the database store does per window. */
function memoryCounters(): CounterStore & { keys: string[] } {
  const counts = new Map<string, number>();
  return {
    keys: [],
    async hit(key, windowMs) {
      this.keys.push(key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return { count: counts.get(key)!, ttlMs: windowMs };
    },
    async reset(key) {
      counts.delete(key);
    },
    async sweep() {},
  };
}

const incr = (store: { incr: (...args: never[]) => void }, key: string) =>
  new Promise<number>((resolve, reject) =>
    (store.incr as (k: string, cb: (e: Error | null, r?: { current: number }) => void, w: number) => void)(
      key,
      (error, result) => (error ? reject(error) : resolve(result?.current ?? 0)),
      60_000,
    ),
  );

describe("counterStoreCtor", () => {
  it("counts each route's limit on its own, as @fastify/rate-limit hands the route to child()", async () => {
    const counters = memoryCounters();
    const Store = counterStoreCtor(counters);
    const root = new Store({});
    // What the plugin passes: the route's merged limit options, the route under `routeInfo`.
    const publish = root.child({
      max: 30,
      routeInfo: { method: "POST", url: "/api/v1/ops/remotes/:remote/versions" },
    } as never);
    const loads = root.child({
      max: 600,
      routeInfo: { method: "POST", url: "/api/v1/remotes/loads" },
    } as never);
    expect(await incr(loads, "127.0.0.1")).toBe(1);
    expect(await incr(loads, "127.0.0.1")).toBe(2);
    expect(await incr(publish, "127.0.0.1")).toBe(1);
    expect(counters.keys).toContain("route|POST|/api/v1/ops/remotes/:remote/versions|127.0.0.1");
  });
});
