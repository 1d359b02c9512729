// A reply still being written when its instance stops (the end of the drain's grace period, lib/drain.ts)
// is handed over instead of cut: the stopping instance stores every character written so far (the
// reply stays "streaming") and, in one transaction, refreshes the reply's heartbeat and queues a
// "resume reply" job on the cluster's job queue (pg-boss, modules/routines/scheduler.ts). Any instance
// that runs jobs (PARLEY_ROLE worker or all) takes it and continues the reply where it stopped
// (messages/resume-reply.ts, GenerationService.resume). A reply is handed over at most MAX_RESUMES
// times: past that (an instance that keeps dying while writing it) it is settled as interrupted.
import type { Database } from "../../lib/db/database.ts";
import type { JobSender, OnDemandQueue } from "../routines/scheduler.ts";
import type { ScrapeResult } from "../scraping/scrape.ts";
import { touchHeartbeat } from "./repository.ts";

export const RESUME_QUEUE = "reply-resume";

/** How often one reply may be resumed on another instance. */
export const MAX_RESUMES = 3;

/**
 * The queue's settings. The job's handler only starts the resumed reply (it does not wait for it),
 * so a job is short; a failed start is tried twice more, a little later.
 */
export const RESUME_QUEUE_OPTIONS: OnDemandQueue = {
  queue: RESUME_QUEUE,
  options: { retryLimit: 2, retryDelay: 1, expireInSeconds: 120 },
};

/**
 * What the job carries: the reply, which resume of it this is (1 the first time), and the pages its
 * send fetched for the message's {{url}}s — fetched and checked by DLP once, at send time, and read by
 * the resumed reply exactly as the first part read them (nothing is fetched again).
 */
export interface ResumeJobData {
  accountId: number;
  messageId: number;
  resumes: number;
  scraped?: ScrapeResult | undefined;
}

function isScrapeResult(value: unknown): value is ScrapeResult {
  if (typeof value !== "object" || value === null) return false;
  const { pages, context, summary } = value as Record<string, unknown>;
  return (
    Array.isArray(pages) &&
    pages.every(
      (page) =>
        typeof page === "object" &&
        page !== null &&
        typeof (page as Record<string, unknown>).url === "string" &&
        typeof (page as Record<string, unknown>).text === "string" &&
        typeof (page as Record<string, unknown>).ok === "boolean",
    ) &&
    (context === undefined || typeof context === "string") &&
    typeof summary === "string"
  );
}

/** The job's data as sent (it comes back from the database as JSON); undefined when malformed. */
export function parseResumeJob(data: unknown): ResumeJobData | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { accountId, messageId, resumes, scraped } = data as Record<string, unknown>;
  const whole = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
  if (!whole(accountId) || !whole(messageId) || !whole(resumes)) return undefined;
  if (scraped !== undefined && !isScrapeResult(scraped)) return undefined;
  return { accountId, messageId, resumes, ...(scraped !== undefined ? { scraped } : {}) };
}

/**
 * Queues the reply's resume, with its heartbeat refreshed in the same transaction: the stale-reply
 * sweep (recovery.ts) leaves it alone for PARLEY_REPLY_STALE_MS, the time the job has to be taken.
 */
export async function queueResume(db: Database, queue: JobSender, data: ResumeJobData): Promise<void> {
  await db.transaction(async (tx) => {
    await touchHeartbeat(tx, data.accountId, data.messageId);
    await queue.send(RESUME_QUEUE, data, { db: tx });
  });
}
