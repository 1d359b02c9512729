// Decorates the app with its clock (the system's, or a test clock with PARLEY_TEST_CLOCK) and starts
// the routines' scheduler once every plugin is ready (runs need realtime and the mailer); stops it
// before generation and the database close.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { createTestClock, systemClock } from "../lib/clock.ts";
import type { Clock } from "../lib/clock.ts";
import { workspaceOrigin } from "../lib/public-origin.ts";
import { sendDepsOf } from "../modules/messages/send-deps.ts";
import type { RunJob, RunOutcome } from "../modules/routines/run.ts";
import { startScheduler } from "../modules/routines/scheduler.ts";
import type { RoutineScheduler } from "../modules/routines/scheduler.ts";

declare module "fastify" {
  interface FastifyInstance {
    clock: Clock;
    /** Undefined until ready, and when PARLEY_ROUTINES_SCHEDULER=off. */
    routineScheduler: RoutineScheduler | undefined;
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
    app.decorate("routineScheduler", undefined);
    if (!config.routines.scheduler) return;
    app.addHook("onReady", async () => {
      app.routineScheduler = await startScheduler({
        db: app.db,
        clock: app.clock,
        log: app.log,
        pollSeconds: config.routines.pollSeconds,
        runTimeoutSeconds: config.routines.runTimeoutSeconds,
        concurrency: config.routines.concurrency,
        ...(onRun !== undefined ? { onRun } : {}),
        run: {
          db: app.db,
          messages: sendDepsOf(app, { knowledge: config.knowledge, outboundFetch: config.outboundFetch }),
          realtime: app.hasDecorator("realtime") ? app.realtime : undefined,
          mailer: app.mailer,
          log: app.log,
          origin: (subdomain) => workspaceOrigin(config, subdomain),
        },
      });
    });
    app.addHook("preClose", async () => {
      await app.routineScheduler?.stop();
    });
  },
  { name: "parley-routines", dependencies: ["parley-db", "parley-mailer"] },
);
