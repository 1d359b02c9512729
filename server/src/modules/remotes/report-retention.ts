// Retention of the browsers' remote reports (docs/admin-site.md § Ops: versions): the load beacons
// (`remote_loads`) and load-error reports (`remote_failures`) older than
// PARLEY_REMOTE_REPORTS_RETENTION_DAYS are deleted by a recurring job of the server's job queue
// (routines/scheduler.ts), so the tables stop growing with every tab.
import type { Queryable } from "../../lib/db/database.ts";
import type { RecurringJob } from "../routines/scheduler.ts";

/** The job queue's name of the pruning job. */
export const REMOTE_REPORTS_PRUNE_QUEUE = "remote-reports-prune";
/** Hourly, off the full hour (the routines' dispatch runs every minute on it). */
const EVERY_HOUR = "17 * * * *";
const DAY_MS = 86_400_000;

/** Deletes the reports from before `now` minus `days`; answers how many rows of each table went. */
export async function pruneRemoteReports(
  db: Queryable,
  now: Date,
  days: number,
): Promise<{ loads: number; failures: number }> {
  const before = new Date(now.getTime() - days * DAY_MS);
  // A minute's row counts from its minute on: it goes once the whole minute is older.
  const loads = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM remote_loads WHERE minute < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [before],
  );
  const failures = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM remote_failures WHERE at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [before],
  );
  return { loads: loads[0]?.n ?? 0, failures: failures[0]?.n ?? 0 };
}

/** The recurring job that prunes the reports (also run once when the queue starts). */
export function remoteReportsPruneJob(options: {
  db: Queryable;
  now: () => Date;
  days: number;
  log: { info: (fields: object, message: string) => void };
}): RecurringJob {
  return {
    queue: REMOTE_REPORTS_PRUNE_QUEUE,
    cron: EVERY_HOUR,
    async run() {
      const pruned = await pruneRemoteReports(options.db, options.now(), options.days);
      if (pruned.loads + pruned.failures > 0) options.log.info(pruned, "old remote reports pruned");
    },
  };
}
