// The dispatcher: finds routines whose next run has come (by this instance's clock), records one run
// per due slot and moves each routine to its next slot (two statements a batch) — all in one
// transaction with the run jobs' enqueueing, so a slot becomes exactly one run record and one job, or nothing. Routines another
// instance is dispatching are skipped (row locks), and a slot that already has its record (a
// dispatcher that died after committing) cannot get a second one (unique routine + slot).
import { createHash } from "node:crypto";
import type { Database } from "../../lib/db/database.ts";
import { claimDueRoutines, recordRuns } from "./run-repository.ts";
import type { RunJob } from "./run.ts";
import { afterRun } from "./schedule.ts";

/** Routines dispatched per transaction (a batch holds its rows' locks until it commits). */
export const DISPATCH_BATCH = 500;

export interface DispatchedRun extends RunJob {
  /** The job's id: derived from the run, so the same run can never be queued twice. */
  jobId: string;
}

/** A UUID-shaped id from the run's identity (version nibble 5, RFC variant). */
export function runJobId(accountId: number, runId: number): string {
  const hex = createHash("sha256").update(`routine-run:${accountId}:${runId}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((Number.parseInt(hex.slice(16, 17), 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Dispatches every routine due at `now` in batches; `enqueue` adds the batch's jobs inside the
 * batch's transaction. Answers how many runs were recorded.
 */
export async function dispatchDue(
  db: Database,
  now: number,
  enqueue: (
    tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
    runs: DispatchedRun[],
  ) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await claimDueRoutines(tx, new Date(now), DISPATCH_BATCH);
      if (due.length === 0) return 0;
      const slots = due.map((routine) => {
        const scheduledFor = new Date(routine.next_run);
        const rule = {
          startDate: routine.start_date,
          timezone: routine.timezone,
          schedule: routine.schedule,
        };
        // Missed slots (no server was running) are skipped: one late run stands for all of them.
        const next = afterRun(rule, routine.total_times + 1, scheduledFor.getTime(), now);
        return {
          accountId: routine.account_id,
          routineId: routine.conversation_id,
          scheduledFor,
          nextRun: next.nextRun === null ? null : new Date(next.nextRun),
          done: next.done,
        };
      });
      const runs: DispatchedRun[] = (await recordRuns(tx, slots)).map((run) => ({
        accountId: run.account_id,
        runId: run.id,
        jobId: runJobId(run.account_id, run.id),
      }));
      if (runs.length > 0) await enqueue(tx, runs);
      return due.length;
    });
    total += count;
    if (count < DISPATCH_BATCH) return total;
  }
}
