// Decorates the app with the PubSub, the secret box for provider keys and the generation service;
// sweeps replies whose generator died (stale heartbeat) every 30 s (less with PARLEY_REPLY_STALE_MS); on close, running replies
// settle as interrupted before the database goes away. A draining instance hands them over first
// (lib/drain.ts): on PostgreSQL, through the job queue (plugins/routines.ts) to an instance that resumes them.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { createInProcessPubSub } from "../lib/pubsub/in-process.ts";
import type { PubSub } from "../lib/pubsub/pubsub.ts";
import { createSecretBox } from "../lib/secret-box.ts";
import type { SecretBox } from "../lib/secret-box.ts";
import { recoverInterruptedReplies } from "../modules/generation/recovery.ts";
import { runsJobs } from "../lib/instance-role.ts";
import { createGenerationService } from "../modules/generation/service.ts";
import { queueResume } from "../modules/generation/handover.ts";
import { announceSettled } from "../modules/realtime/conversation-events.ts";
import type { GenerationService } from "../modules/generation/service.ts";
import { createMcpRuntime } from "../modules/mcp/runtime.ts";
import type { McpRuntime } from "../modules/mcp/runtime.ts";
import type { RealtimeEvent } from "@parley/shared-contracts/api/realtime";
import { Counter } from "prom-client";

declare module "fastify" {
  interface FastifyInstance {
    pubsub: PubSub;
    secretBox: SecretBox;
    generation: GenerationService;
    mcp: McpRuntime;
  }
}

/** A streaming reply whose heartbeat is older than this has lost its generator (PARLEY_REPLY_STALE_MS). */
export const STALE_MS = 60_000;

/** How often the sweep runs: half the stale age, so a dead reply settles within 1.5 times it. */
export function sweepEveryMs(staleMs: number): number {
  return Math.min(30_000, Math.round(staleMs / 2));
}

/**
 * Settles replies whose heartbeat is older than `olderThanMs` (their generator is gone) and tells
 * the browsers looking at those conversations, as when a generator fails.
 */
export async function sweepStaleReplies(app: FastifyInstance, olderThanMs: number): Promise<number> {
  const rows = await recoverInterruptedReplies(app.db, { olderThanMs, pubsub: app.pubsub, log: app.log });
  if (app.hasDecorator("realtime"))
    for (const row of rows)
      await announceSettled(
        { db: app.db, realtime: app.realtime, log: app.log },
        {
          accountId: row.account_id,
          conversationId: row.conversation_id,
          messageId: row.id,
          status: row.status,
        },
      );
  return rows.length;
}

export const generationPlugin = fp<{ config: Config; secret: string; pubsub?: PubSub | undefined }>(
  async (app: FastifyInstance, { config, secret, pubsub }) => {
    const bus =
      pubsub ?? createInProcessPubSub((error) => app.log.error({ err: error }, "subscriber failed"));
    const box = createSecretBox(secret);
    const toMember = async (accountId: number, memberId: number, event: RealtimeEvent) => {
      if (app.hasDecorator("realtime")) await app.realtime.toMembers(accountId, [memberId], event);
    };
    const mcp = createMcpRuntime({
      db: app.db,
      pubsub: bus,
      box,
      config: config.mcp,
      localCallTimeoutMs: config.desktopHelper.localCallTimeoutMs,
      outboundFetch: config.outboundFetch,
      log: app.log,
      toMember,
    });
    // Every instance exports it (0 where none stopped mid-reply), so a dashboard sums the instances.
    const handedOver = new Counter({
      name: "parley_replies_handed_over_total",
      help: "Replies this instance handed over at a stop, for their resume on another instance",
      registers: [app.metrics],
    });
    const generation = await createGenerationService({
      db: app.db,
      pubsub: bus,
      box,
      config: config.generation,
      outboundFetch: config.outboundFetch,
      log: app.log,
      // The realtime plugin registers after this one: looked up when a reply settles.
      onSettled: (settled) => {
        if (!app.hasDecorator("realtime")) return;
        void announceSettled({ db: app.db, realtime: app.realtime, log: app.log }, settled);
      },
      toMember,
      replyTools: mcp.replyTools,
      maxToolSteps: config.mcp.maxSteps,
      // Without a job queue, or on the embedded database (no other instance to resume a reply), a
      // reply cut at the end of a drain is settled as interrupted.
      handOver:
        app.db.driver === "pglite" || !config.routines.queue
          ? undefined
          : async (reply) => {
              // The routines plugin registers before this one and sets its queue once the app is ready.
              const queue = await app.jobQueue;
              if (queue === undefined) throw new Error("no job queue on this instance");
              await queueResume(app.db, queue, reply);
              handedOver.inc();
            },
    });
    app.decorate("mcp", mcp);
    app.decorate("pubsub", bus);
    app.decorate("secretBox", box);
    app.decorate("generation", generation);

    // A job: web instances (PARLEY_ROLE=web) leave it to the workers.
    const sweep = runsJobs(config.role)
      ? setInterval(() => {
          sweepStaleReplies(app, config.generation.replyStaleMs).catch((error: unknown) =>
            app.log.error({ err: error }, "reply sweep failed"),
          );
        }, sweepEveryMs(config.generation.replyStaleMs))
      : undefined;
    sweep?.unref();

    app.addHook("preClose", async () => {
      clearInterval(sweep);
      await generation.close();
      await mcp.close();
    });
    app.addHook("onClose", async () => {
      if (pubsub === undefined) await bus.close();
    });
  },
  { name: "parley-generation", dependencies: ["parley-db", "parley-observability"] },
);
