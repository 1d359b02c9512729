// A member's send allowance (PARLEY_SEND_MAX per PARLEY_SEND_WINDOW) for sends that do not come
// through the send route: a routine's run spends from the same count as its owner's own sends, so
// routines cannot multiply what one member makes the providers do.
import type { CounterStore } from "../../lib/rate-limit/counter-store.ts";
import { createRateLimiter } from "../../lib/rate-limit/rate-limiter.ts";
import type { RateLimitResult } from "../../lib/rate-limit/rate-limiter.ts";

export const SEND_ROUTE = "/api/v1/messages/send/";

export interface SendLimit {
  max: number;
  windowSeconds: number;
}

export interface SendAllowance {
  readonly limit: SendLimit;
  /** Spends one send of the member's; `allowed` is false once the window's budget is gone. */
  spend(accountId: number, memberId: number): Promise<RateLimitResult>;
}

export function createSendAllowance(counters: CounterStore, limit: SendLimit): SendAllowance {
  // The send route's own counter: its route-level limit's name (lib/rate-limit/fastify-store.ts)
  // and key (plugins/rate-limits.ts memberOrIpKey).
  const limiter = createRateLimiter(counters, `route|POST|${SEND_ROUTE}`, limit.max, limit.windowSeconds);
  return {
    limit,
    spend: (accountId, memberId) => limiter.hit(`member:${accountId}:${memberId}`),
  };
}
