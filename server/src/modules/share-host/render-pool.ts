// A few worker threads that render snapshot markdown (render-worker.ts), so no public page view holds
// the event loop that serves every tenant. Each job (one snapshot's messages) has a time budget: when
// it runs out the worker is terminated (and replaced on the next job) and the messages not finished
// come back as null, which the page shows as plain escaped text. The queue is bounded (full: every
// message null at once) and fair: jobs wait in one lane per workspace, served round-robin, so one
// workspace's flood of distinct snapshots cannot hold back another's.
import { Worker } from "node:worker_threads";
import type { RenderJobMessage, RenderResultMessage } from "./render-protocol.ts";

export interface RenderPoolOptions {
  /** Worker threads at most (started when first needed, kept while the pool lives). */
  size: number;
  /** Wall-clock time one job may run in a worker. */
  budgetMs: number;
  /** Jobs waiting at most; beyond it render() answers undefined. */
  maxQueued: number;
  /** The worker script (tests point it at a slow one); default render-worker.ts. */
  workerUrl?: URL;
}

/** Each message's HTML; null where it failed or the budget ran out first. */
export interface RenderOutcome {
  html: (string | null)[];
  /** The job was cut short (budget, crash): its nulls say nothing about the message itself. */
  cut: boolean;
}

/** What the share host needs of a pool (tests substitute a counting one). */
export interface MarkdownRenderer {
  render(lane: string, contents: readonly string[]): Promise<RenderOutcome> | undefined;
  /** Whether a worker has loaded (the first one takes a while: remark, KaTeX). */
  readonly warm: boolean;
  close(): Promise<void>;
}

interface Job {
  id: number;
  contents: readonly string[];
  html: (string | null)[];
  resolve: (outcome: RenderOutcome) => void;
}

interface Slot {
  worker: Worker | undefined;
  ready: boolean;
  running: { job: Job; timer: NodeJS.Timeout } | undefined;
}

/** A worker's heap at most: a parse tree of the largest message fits well within it. */
const WORKER_HEAP_MB = 512;

export class RenderPool implements MarkdownRenderer {
  readonly #options: Required<RenderPoolOptions>;
  readonly #slots: Slot[];
  readonly #lanes = new Map<string, Job[]>();
  /** Lanes with waiting jobs, in the order they are served. */
  readonly #order: string[] = [];
  #queued = 0;
  #nextId = 1;
  #closed = false;
  #warm = false;
  /** Counters for tests and logs. */
  readonly stats = { jobs: 0, cut: 0, rejected: 0, workersStarted: 0 };

  constructor(options: RenderPoolOptions) {
    this.#options = { workerUrl: new URL("./render-worker.ts", import.meta.url), ...options };
    this.#slots = Array.from({ length: Math.max(1, options.size) }, () => ({
      worker: undefined,
      ready: false,
      running: undefined,
    }));
  }

  get warm(): boolean {
    return this.#warm;
  }

  render(lane: string, contents: readonly string[]): Promise<RenderOutcome> | undefined {
    if (this.#closed || this.#queued >= this.#options.maxQueued) {
      this.stats.rejected++;
      return undefined;
    }
    return new Promise<RenderOutcome>((resolve) => {
      const job: Job = { id: this.#nextId++, contents, html: contents.map(() => null), resolve };
      const jobs = this.#lanes.get(lane);
      if (jobs === undefined) {
        this.#lanes.set(lane, [job]);
        this.#order.push(lane);
      } else jobs.push(job);
      this.#queued++;
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (let job = this.#next(); job !== undefined; job = this.#next()) job.resolve(cutShort(job));
    await Promise.all(
      this.#slots.map(async (slot) => {
        const worker = slot.worker;
        slot.worker = undefined;
        if (slot.running) this.#finish(slot, true);
        if (worker) await worker.terminate();
      }),
    );
  }

  #next(): Job | undefined {
    const lane = this.#order.shift();
    if (lane === undefined) return undefined;
    const jobs = this.#lanes.get(lane) ?? [];
    const job = jobs.shift();
    if (jobs.length > 0) this.#order.push(lane);
    else this.#lanes.delete(lane);
    if (job !== undefined) this.#queued--;
    return job;
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (this.#queued === 0 || this.#closed) return;
      if (slot.running !== undefined) continue;
      if (slot.worker === undefined) this.#spawn(slot);
      else if (slot.ready) this.#start(slot);
    }
  }

  #start(slot: Slot): void {
    const job = this.#next();
    if (job === undefined || slot.worker === undefined) return;
    this.stats.jobs++;
    // Shortest first: one huge message cannot take its neighbours' budget with it.
    const order = job.contents
      .map((content, index) => ({ index, length: content.length }))
      .sort((a, b) => a.length - b.length)
      .map((entry) => entry.index);
    const timer = setTimeout(() => this.#stop(slot), this.#options.budgetMs);
    timer.unref();
    slot.running = { job, timer };
    slot.worker.postMessage({ id: job.id, contents: job.contents, order } satisfies RenderJobMessage);
  }

  #spawn(slot: Slot): void {
    const worker = new Worker(this.#options.workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // Rendering never keeps the process alive; close() ends the workers with the app.
    worker.unref();
    this.stats.workersStarted++;
    slot.worker = worker;
    slot.ready = false;
    worker.on("message", (message: RenderResultMessage) => {
      if (slot.worker !== worker) return;
      if (message.type === "ready") {
        slot.ready = true;
        this.#warm = true;
        this.#dispatch();
        return;
      }
      const running = slot.running;
      if (running === undefined || running.job.id !== message.job) return;
      if (message.type === "result") running.job.html[message.index] = message.html;
      else this.#finish(slot, false);
    });
    const gone = (): void => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      if (slot.running) this.#finish(slot, true);
      // A worker that cannot even start must not leave the queue waiting for it.
      else if (!slot.ready) {
        const job = this.#next();
        job?.resolve(cutShort(job));
      }
      this.#dispatch();
    };
    worker.on("error", gone);
    worker.on("exit", gone);
  }

  /** The budget ran out: the worker is stopped mid-render and replaced for the next job. */
  #stop(slot: Slot): void {
    const worker = slot.worker;
    slot.worker = undefined;
    if (worker) void worker.terminate();
    this.#finish(slot, true);
    this.#dispatch();
  }

  #finish(slot: Slot, cut: boolean): void {
    const running = slot.running;
    if (running === undefined) return;
    slot.running = undefined;
    clearTimeout(running.timer);
    if (cut) this.stats.cut++;
    running.job.resolve({ html: running.job.html, cut });
    if (!cut) this.#dispatch();
  }
}

function cutShort(job: Job): RenderOutcome {
  return { html: job.html, cut: true };
}
