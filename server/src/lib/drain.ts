// The drain of a stopping instance (SIGTERM/SIGINT, server.ts), in order:
// 1. not ready: /readyz answers 503, every response closes its connection and no websocket is accepted
//    (plugins/drain.ts); the routines' queue stops taking jobs (a running one may finish, else it is
//    failed and retried on another instance);
// 2. for `delayMs` the listener still accepts, so a load balancer that polls /readyz stops sending first;
// 3. the listener closes, idle keep-alive connections close (and each one that goes idle later), and
//    websockets close with 1012 "service restart": clients reconnect to another instance and re-read;
// 4. running replies stream to the end and in-flight requests finish, until `graceMs` less a reserve;
// 5. then what still runs is cut. Running replies are handed over (generation/handover.ts): each stops,
//    everything it wrote is stored, it stays "streaming" and a "resume reply" job goes on the job queue;
//    an instance that runs jobs continues it where it stopped, so its readers see one unbroken reply.
//    Without a job queue (the embedded database) or past the resume limit a reply is settled as
//    interrupted instead (never left "streaming"). The last connections are closed, and the app
//    closes. The caller exits 0 afterwards, within `graceMs`.
import type { FastifyInstance } from "fastify";

export interface DrainOptions {
  graceMs: number;
  delayMs?: number;
  /** Told of each step (the server logs them). */
  log?: (message: string) => void;
}

export interface DrainOutcome {
  /** Everything finished on its own before the deadline (no reply or request was cut). */
  clean: boolean;
  elapsedMs: number;
}

/** The time kept after the deadline to settle what was cut and close the app. */
export function reserveMs(graceMs: number): number {
  return Math.min(5000, Math.round(graceMs / 5));
}

const IDLE_SWEEP_MS = 200;

const sleep = (ms: number) =>
  new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), Math.max(0, ms)).unref());

export async function drainApp(app: FastifyInstance, options: DrainOptions): Promise<DrainOutcome> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const deadline = started + options.graceMs - reserveMs(options.graceMs);
  const left = () => deadline - Date.now();

  app.drain.begin();
  const jobsStopped = app.routineScheduler
    .then((scheduler) => scheduler?.stop(true, Math.max(1000, left())))
    .catch((error: unknown) => app.log.error({ err: error }, "routines' queue did not stop cleanly"));
  log("draining: not ready");
  if ((options.delayMs ?? 0) > 0) await sleep(Math.min(options.delayMs ?? 0, left()));

  const server = app.server;
  const connectionsClosed = server.listening
    ? new Promise<void>((resolve) => server.close(() => resolve()))
    : Promise.resolve();
  // A connection whose request was running when the drain began goes idle with no Connection: close.
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  idleSweep.unref();
  await app.realtime.close();
  log("draining: no new connections, websockets closed");

  const finished = await Promise.race([
    Promise.all([app.generation.whenIdle(), connectionsClosed, jobsStopped]).then(() => "done" as const),
    sleep(left()),
  ]);
  const clean = finished === "done";
  if (!clean) {
    const running = app.generation.runningCount;
    const handedOver = await app.generation.handOver();
    log(
      `grace period over: ${handedOver} running reply(ies) handed over for their resume, ` +
        `${running - handedOver} settled as interrupted`,
    );
    // Followers of the interrupted replies get their final text (with the interruption notice) first.
    await app.generation.close();
    await Promise.race([connectionsClosed, sleep(Math.min(1000, reserveMs(options.graceMs) / 2))]);
    server.closeAllConnections();
    await jobsStopped;
  }
  clearInterval(idleSweep);
  await app.close();
  return { clean, elapsedMs: Date.now() - started };
}
