// The routines' scheduler on pg-boss (a job queue in this database: PGlite or PostgreSQL through
// job-queue-db.ts). Two queues:
// - routine-dispatch: a cron schedule sends one job a minute for the whole cluster (pg-boss keeps a
//   cron slot to one job however many instances run), and an instance sends one at start and when
//   the test clock moves; the job records the due runs (dispatch.ts).
// - routine-run: one job per run record, sent in the dispatcher's transaction; any instance's worker
//   takes it. A job whose instance died expires after PARLEY_ROUTINE_RUN_TIMEOUT_SECONDS and is
//   retried elsewhere; the run record's claim (run.ts) makes the retry post nothing twice.
// - recurring jobs of other modules (the remote reports' retention): a cron schedule each, one job
//   per slot for the whole cluster, plus one at start.
// - on-demand jobs of other modules (a reply handed over by a stopping instance, to be resumed): any
//   instance sends them, even a web instance, which runs no jobs (startJobSender); the instances that
//   run jobs work them.
import { PgBoss } from "pg-boss";
import type { QueueOptions } from "pg-boss";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Queryable } from "../../lib/db/database.ts";
import type { Clock } from "../../lib/clock.ts";
import { dispatchDue } from "./dispatch.ts";
import { jobQueueDb, jobQueueTx } from "./job-queue-db.ts";
import { runRoutine } from "./run.ts";
import type { RunDeps, RunJob, RunOutcome } from "./run.ts";

export const DISPATCH_QUEUE = "routine-dispatch";
export const RUN_QUEUE = "routine-run";
/** Attempts of a run's job after the first (an instance dying mid-run, a transient fault). */
export const RUN_RETRIES = 3;
/**
 * Tries of the queue's start (1, 2, 4, 8 s apart): instances starting together on a fresh database
 * race to install its schema, and the loser's first try fails.
 */
const START_ATTEMPTS = 5;

/** Housekeeping on the same queue: `run` once per `cron` slot on one instance of the cluster. */
export interface RecurringJob {
  queue: string;
  cron: string;
  run: () => Promise<void>;
}

/** A queue of jobs sent on demand (`JobSender.send`), each worked once by one instance that runs jobs. */
export interface OnDemandQueue {
  queue: string;
  options: QueueOptions;
}

export interface OnDemandJob extends OnDemandQueue {
  /** Works one job's data (as sent: check it); a throw retries it within the queue's retryLimit. */
  work: (data: unknown) => Promise<void>;
}

/** Sends jobs to the cluster's queue. */
export interface JobSender {
  /** `db`: one of our transactions, so the job commits or rolls back with its rows. */
  send(queue: string, data: object, options?: { db?: Queryable }): Promise<void>;
}

export interface SchedulerOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  run: RunDeps;
  pollSeconds: number;
  runTimeoutSeconds: number;
  /** Run jobs one instance works at once. */
  concurrency?: number;
  /** Told of every run's outcome (tests and the benchmark count them). */
  onRun?: (job: RunJob, outcome: RunOutcome) => void;
  /** Runs one job of a queue, as a trace of its own when traces are on (plugins/tracing.ts). */
  trace?: <T>(queue: string, fn: () => Promise<T>) => Promise<T>;
  recurring?: readonly RecurringJob[];
  onDemand?: readonly OnDemandJob[];
}

export interface RoutineScheduler extends JobSender {
  /** Records and queues the runs due by this instance's clock now; answers how many. */
  dispatchNow(): Promise<number>;
  /** Asks the cluster to dispatch soon (a dispatch job any instance takes). */
  requestDispatch(): Promise<void>;
  /** Asks the cluster to run a recurring job soon, outside its schedule. */
  requestRecurring(queue: string): Promise<void>;
  /**
   * Stops taking jobs; `graceful` waits for running ones up to `timeoutMs` (default 30 s), then fails
   * them so the queue retries them on another instance (the run's claim makes a retry post nothing twice).
   * Sending still works afterwards (a draining instance hands its replies over at the end).
   */
  stop(graceful?: boolean, timeoutMs?: number): Promise<void>;
}

function sendWith(boss: PgBoss): JobSender["send"] {
  return async (queue, data, options) => {
    await boss.send(queue, data, options?.db === undefined ? {} : { db: jobQueueTx(options.db) });
  };
}

/**
 * The queue for an instance that runs no jobs (PARLEY_ROLE=web): it only sends (a reply it hands over
 * on shutdown). No supervision, no schedules, no workers.
 */
export async function startJobSender(options: {
  db: Database;
  log: FastifyBaseLogger;
  queues: readonly OnDemandQueue[];
}): Promise<JobSender & { stop(): Promise<void> }> {
  const boss = new PgBoss({
    db: jobQueueDb(options.db),
    schema: "pgboss",
    backend: options.db.driver === "pglite" ? "pglite" : "postgres",
    supervise: false,
    schedule: false,
  });
  boss.on("error", (error) => options.log.error({ err: error }, "job queue error"));
  await boss.start({ attempts: START_ATTEMPTS });
  for (const { queue, options: queueOptions } of options.queues) await boss.createQueue(queue, queueOptions);
  return {
    send: sendWith(boss),
    async stop() {
      await boss.stop({ graceful: false, close: false });
    },
  };
}

export async function startScheduler(options: SchedulerOptions): Promise<RoutineScheduler> {
  const { db, clock, log } = options;
  const trace = options.trace ?? (<T>(_queue: string, fn: () => Promise<T>) => fn());
  const boss = new PgBoss({
    db: jobQueueDb(db),
    schema: "pgboss",
    backend: db.driver === "pglite" ? "pglite" : "postgres",
    // Expired run jobs (their instance died) are failed, and so retried, by the queue's monitor pass:
    // at least as often as they can expire.
    superviseIntervalSeconds: Math.min(60, options.runTimeoutSeconds),
    monitorIntervalSeconds: Math.min(60, options.runTimeoutSeconds),
    // The minute's dispatch tick is sent within about 5 s of the minute (default: up to 30 s late).
    cronMonitorIntervalSeconds: 5,
    cronWorkerIntervalSeconds: 2,
  });
  boss.on("error", (error) => log.error({ err: error }, "routine job queue error"));
  await boss.start({ attempts: START_ATTEMPTS });
  await boss.createQueue(DISPATCH_QUEUE, { retryLimit: 1, expireInSeconds: 120 });
  await boss.createQueue(RUN_QUEUE, {
    retryLimit: RUN_RETRIES,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: options.runTimeoutSeconds,
  });

  const dispatchNow = () =>
    dispatchDue(db, clock.now(), async (tx, runs) => {
      await boss.insert(
        RUN_QUEUE,
        runs.map((run) => ({ id: run.jobId, data: { accountId: run.accountId, runId: run.runId } })),
        { db: jobQueueTx(tx) },
      );
    });

  await boss.schedule(DISPATCH_QUEUE, "* * * * *");
  await boss.work(DISPATCH_QUEUE, { pollingIntervalSeconds: options.pollSeconds }, async () => {
    const count = await dispatchNow();
    if (count > 0) log.info({ count }, "routine runs dispatched");
  });
  await boss.work<RunJob>(
    RUN_QUEUE,
    {
      pollingIntervalSeconds: options.pollSeconds,
      batchSize: 1,
      localConcurrency: options.concurrency ?? 4,
      includeMetadata: true,
    },
    async ([job]) => {
      if (job === undefined) return;
      const outcome = await trace(RUN_QUEUE, () =>
        runRoutine(options.run, job.data, job.retryCount >= RUN_RETRIES),
      );
      options.onRun?.(job.data, outcome);
    },
  );
  const requestDispatch = async () => {
    await boss.send(DISPATCH_QUEUE, {});
  };
  const requestRecurring = async (queue: string) => {
    await boss.send(queue, {});
  };
  for (const job of options.recurring ?? []) {
    await boss.createQueue(job.queue, { retryLimit: 1, expireInSeconds: 600 });
    await boss.schedule(job.queue, job.cron);
    await boss.work(job.queue, { pollingIntervalSeconds: options.pollSeconds }, async () => {
      await trace(job.queue, job.run);
    });
    // A server that was down past a slot catches up at once.
    await requestRecurring(job.queue);
  }
  for (const job of options.onDemand ?? []) {
    await boss.createQueue(job.queue, job.options);
    await boss.work(
      job.queue,
      { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 },
      async ([one]) => {
        if (one !== undefined) await trace(job.queue, () => job.work(one.data));
      },
    );
  }
  // Runs missed while no instance was up are due now.
  await requestDispatch();
  return {
    dispatchNow,
    requestDispatch,
    requestRecurring,
    send: sendWith(boss),
    async stop(graceful = true, timeoutMs = 30_000) {
      await boss.stop({ graceful, close: false, timeout: graceful ? timeoutMs : 1000 });
    },
  };
}
