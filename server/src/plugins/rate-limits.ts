// Rate limits shared by every instance: `app.rateLimits.create(name, max, windowSeconds)` for the
// budgets services check themselves, and @fastify/rate-limit (opt-in per route with
// `config: { rateLimit }`) for route-level ones — both counting in the database, or in Redis when
// REDIS_URL is set.
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/http-error.ts";
import { createCounterStore } from "../lib/rate-limit/counter-store.ts";
import type { CounterStore } from "../lib/rate-limit/counter-store.ts";
import { counterStoreCtor } from "../lib/rate-limit/fastify-store.ts";
import { createRedisCounterStore } from "../lib/rate-limit/redis-counter-store.ts";
import { createRateLimiter } from "../lib/rate-limit/rate-limiter.ts";
import type { RateLimiter } from "../lib/rate-limit/rate-limiter.ts";

declare module "fastify" {
  interface FastifyInstance {
    rateLimits: {
      counters: CounterStore;
      create(name: string, max: number, windowSeconds: number): RateLimiter;
    };
  }
}

/** The member when signed in (after requireMember), else the client's address. */
export function memberOrIpKey(request: FastifyRequest): string {
  const principal = request.principal;
  return principal === null ? `ip:${request.ip}` : `member:${principal.account_id}:${principal.member_id}`;
}

const SWEEP_MS = 10 * 60 * 1000;

export const rateLimitsPlugin = fp<{ redisUrl: string | undefined }>(
  async (app, { redisUrl }) => {
    const redis = redisUrl === undefined ? undefined : createRedisCounterStore(redisUrl);
    const counters = redis ?? createCounterStore(app.db);
    app.decorate("rateLimits", {
      counters,
      create: (name: string, max: number, windowSeconds: number) =>
        createRateLimiter(counters, name, max, windowSeconds),
    });
    await app.register(rateLimit, {
      global: false,
      store: counterStoreCtor(counters),
      // Route limits run after the route's own guards, so they can count per member.
      hook: "preHandler",
      // A database hiccup must not lock everyone out.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, "rate_limited", `Too many requests. Try again in ${context.after}.`),
    });
    const sweep = setInterval(() => {
      counters.sweep().catch((error: unknown) => app.log.warn({ err: error }, "rate-limit sweep failed"));
    }, SWEEP_MS);
    sweep.unref();
    app.addHook("onClose", async () => {
      clearInterval(sweep);
      await redis?.close();
    });
  },
  { name: "parley-rate-limits", dependencies: ["parley-db"] },
);
