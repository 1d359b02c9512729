// Snapshots continued as a new conversation per member and window (PARLEY_CONTINUE_MAX per
// PARLEY_CONTINUE_WINDOW): each continuation copies a whole conversation, so a script must not make
// thousands. Counted on the shared counters, like every other limit.
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../lib/http-error.ts";

export interface ContinueLimit {
  max: number;
  windowSeconds: number;
}

function duration(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

/**
 * The 429 of a member over the limit. The message is English for API callers; the page says it in the
 * member's language from the code and params (mf-share's `continue.limited`): the cap, its window and
 * the wait, in seconds.
 */
export function continueLimited(limit: ContinueLimit, retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    "continue_limited",
    `You can continue at most ${limit.max} snapshots per ${duration(limit.windowSeconds)}. Try again in ${duration(retryAfterSeconds)}.`,
  ).withParams({ max: limit.max, window: limit.windowSeconds, retry_after: retryAfterSeconds });
}

/** Spends one continuation of the member's; throws the 429 once the window's budget is gone. */
export function createContinueGuard(
  app: FastifyInstance,
  limit: ContinueLimit,
): (accountId: number, memberId: number) => Promise<void> {
  const limiter = app.rateLimits.create("snapshot-continue", limit.max, limit.windowSeconds);
  return async (accountId, memberId) => {
    const { allowed, retryAfterSeconds } = await limiter.hit(`member:${accountId}:${memberId}`);
    if (!allowed) throw continueLimited(limit, retryAfterSeconds);
  };
}
