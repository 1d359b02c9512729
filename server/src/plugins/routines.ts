// Decorates the app with its clock (the system's, or a test clock with PARLEY_TEST_CLOCK) and starts
// the routines' scheduler once every plugin is ready (runs need realtime and the mailer), without
// holding up the start; stops it before generation and the database close. The scheduler's queue also
// carries the resume of replies that stopping instances handed over (generation/handover.ts): the
// instances that run jobs work them, and a web instance (no jobs) starts a sender only, on PostgreSQL.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter } from "prom-client";
import type { Config } from "../config.ts";
import { createTestClock, systemClock } from "../lib/clock.ts";
import type { Clock } from "../lib/clock.ts";
import { workspaceOrigin } from "../lib/public-origin.ts";
import { sendDepsOf } from "../modules/messages/send-deps.ts";
import { createSendAllowance } from "../modules/messages/send-allowance.ts";
import type { RunJob, RunOutcome } from "../modules/routines/run.ts";
import { remoteReportsPruneJob } from "../modules/remotes/report-retention.ts";
import { startJobSender, startScheduler } from "../modules/routines/scheduler.ts";
import type { JobSender, RoutineScheduler } from "../modules/routines/scheduler.ts";
import { RESUME_QUEUE_OPTIONS } from "../modules/generation/handover.ts";
import { resumeReply } from "../modules/messages/resume-reply.ts";

declare module "fastify" {
  interface FastifyInstance {
    clock: Clock;
    /**
     * The scheduler once started (it starts beside the server's start, not before it: installing the
     * queue's schema takes a moment); undefined with PARLEY_ROUTINES_SCHEDULER=off or when it failed.
     */
    routineScheduler: Promise<RoutineScheduler | undefined>;
    /**
     * Sends jobs to the cluster's queue: the scheduler, or a web instance's sender; undefined when this
     * instance has no job queue (PARLEY_ROUTINES_SCHEDULER=off, a web instance on the embedded database).
     */
    jobQueue: Promise<JobSender | undefined>;
  }
}

export interface RoutinesPluginOptions {
  config: Config;
  clock?: Clock | undefined;
  onRun?: ((job: RunJob, outcome: RunOutcome) => void) | undefined;
}

export const routinesPlugin = fp<RoutinesPluginOptions>(
  async (app: FastifyInstance, { config, clock, onRun }) => {
    app.decorate("clock", clock ?? (config.testClock ? createTestClock() : systemClock()));
    app.decorate("routineScheduler", Promise.resolve(undefined));
    app.decorate("jobQueue", Promise.resolve(undefined));
    // Every instance exports it (0 where no scheduler runs), so a dashboard sums the workers.
    const runs = new Counter({
      name: "parley_routine_runs_total",
      help: "Routine runs this instance worked, by outcome (posted, failed, skipped)",
      labelNames: ["outcome"] as const,
      registers: [app.metrics],
    });
    const resumes = new Counter({
      name: "parley_reply_resumes_total",
      help: "Resume jobs of handed-over replies this instance ran, by outcome (resumed, skipped, limit, failed, malformed)",
      labelNames: ["outcome"] as const,
      registers: [app.metrics],
    });
    if (!config.routines.scheduler) {
      if (config.routines.queue && app.db.driver !== "pglite") startSenderOnly(app);
      return;
    }
    app.addHook("onReady", (done) => {
      const messages = sendDepsOf(app, { knowledge: config.knowledge, outboundFetch: config.outboundFetch });
      app.routineScheduler = startScheduler({
        db: app.db,
        clock: app.clock,
        log: app.log,
        pollSeconds: config.routines.pollSeconds,
        runTimeoutSeconds: config.routines.runTimeoutSeconds,
        concurrency: config.routines.concurrency,
        trace: (queue, fn) => app.traceJob(queue, fn),
        onRun: (job, outcome) => {
          runs.inc({ outcome });
          onRun?.(job, outcome);
        },
        // The remote reports' retention rides on the same queue: one prune an hour for the cluster.
        recurring: [
          remoteReportsPruneJob({
            db: app.db,
            now: () => new Date(app.clock.now()),
            days: config.remoteReportsRetentionDays,
            log: app.log,
          }),
        ],
        // Replies handed over by stopping instances: resumed here.
        onDemand: [
          {
            ...RESUME_QUEUE_OPTIONS,
            work: async (data) => {
              const outcome = await resumeReply(messages, data, app.log);
              resumes.inc({ outcome: outcome ?? "malformed" });
            },
          },
        ],
        run: {
          db: app.db,
          messages,
          realtime: app.hasDecorator("realtime") ? app.realtime : undefined,
          mailer: app.mailer,
          log: app.log,
          origin: (subdomain) => workspaceOrigin(config, subdomain),
          sendAllowance: createSendAllowance(app.rateLimits.counters, config.sendLimit),
        },
      }).catch((error: unknown) => {
        app.log.error({ err: error }, "routines' scheduler did not start");
        return undefined;
      });
      app.jobQueue = app.routineScheduler;
      app.readyAfter(app.jobQueue);
      done();
    });
    app.addHook("preClose", async () => {
      await (await app.routineScheduler)?.stop();
    });
  },
  {
    name: "parley-routines",
    dependencies: [
      "parley-tracing",
      "parley-db",
      "parley-observability",
      "parley-mailer",
      "parley-rate-limits",
    ],
  },
);

/** A web instance's queue: it sends (its replies' hand-over when it stops) and works nothing. */
function startSenderOnly(app: FastifyInstance): void {
  let sender: Awaited<ReturnType<typeof startJobSender>> | undefined;
  app.addHook("onReady", (done) => {
    app.jobQueue = startJobSender({ db: app.db, log: app.log, queues: [RESUME_QUEUE_OPTIONS] }).then(
      (started) => (sender = started),
      (error: unknown) => {
        app.log.error({ err: error }, "job queue did not start: replies cut by a stop are not resumed");
        return undefined;
      },
    );
    app.readyAfter(app.jobQueue);
    done();
  });
  app.addHook("preClose", async () => {
    await app.jobQueue;
    await sender?.stop();
  });
}
