// A pool of DLP scanner processes shared by every tenant, fair between them: each tenant's jobs wait
// in its own queue, and a free scanner takes the next job of the tenant served least recently (a
// tenant new to the queue goes first). So one tenant's backlog delays another tenant's scan by at most
// the job a scanner is finishing. Each job has a time budget: past it, its scanner is killed (a scan
// cannot be interrupted otherwise) and replaced, and the job fails with ScanBudgetExceededError.
// Processes rather than threads: they run at a lower priority, and an idle one is stopped so the
// memory of a large scan goes back to the system.
import { fork } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { setPriority } from "node:os";
import type { ScanAnswer, ScanJob } from "./scan-jobs.ts";

/** A scan that ran past its budget: nothing it was asked to check may pass as checked. */
export class ScanBudgetExceededError extends Error {
  readonly code = "dlp_scan_budget_exceeded";
  readonly budgetMs: number;
  constructor(budgetMs: number) {
    super(`The DLP scan did not finish within its ${budgetMs} ms budget; nothing was sent to the model`);
    this.name = "ScanBudgetExceededError";
    this.budgetMs = budgetMs;
  }
}

export interface ScannerPoolOptions {
  /** Scanner processes at most. */
  size: number;
  /** A job's time on a scanner before the scanner is killed and the job fails. */
  budgetMs: number;
  /** An idle scanner is stopped after this long. */
  idleMs: number;
  /** The scanner's niceness (below the server's; not applied where the system refuses). */
  nice: number;
  /** The scanner's module (scanner-process.ts; tests give a stand-in with a known run time). */
  script: URL;
  /** false: one queue in arrival order for everyone (the old behaviour, the benchmark's baseline). */
  fair?: boolean;
}

export interface ScannerPool {
  run(tenant: number, job: ScanJob): Promise<ScanAnswer>;
  /** Scanner processes alive now. */
  readonly processes: number;
  /** Stops every scanner; queued and running jobs fail. A later run starts new ones. */
  stop(): Promise<void>;
}

interface Queued {
  job: ScanJob;
  resolve: (answer: ScanAnswer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  child: ChildProcess;
  ready: boolean;
  current?: { id: number; request: Queued; timer: NodeJS.Timeout } | undefined;
  idleTimer?: NodeJS.Timeout | undefined;
}

type ScannerMessage = { ready: true } | { id: number; answer?: ScanAnswer; error?: string };

/** Lets the server exit while a scanner has nothing to do (the process and its channel). */
function setIdle(child: ChildProcess, idle: boolean): void {
  if (idle) {
    child.unref();
    child.channel?.unref();
  } else {
    child.ref();
    child.channel?.ref();
  }
}

export function createScannerPool(options: ScannerPoolOptions): ScannerPool {
  const fair = options.fair ?? true;
  const slots = new Set<Slot>();
  /** Waiting jobs by tenant (without fairness, everyone's under one key), each in arrival order. */
  const queues = new Map<number, Queued[]>();
  /** When each waiting tenant was last served (a dispatch counter); absent = never. */
  const lastServed = new Map<number, number>();
  let dispatches = 0;
  let nextId = 0;

  function nextRequest(): Queued | undefined {
    let chosen: number | undefined;
    for (const tenant of queues.keys()) {
      if (chosen === undefined || (lastServed.get(tenant) ?? -1) < (lastServed.get(chosen) ?? -1))
        chosen = tenant;
    }
    if (chosen === undefined) return undefined;
    const queue = queues.get(chosen) ?? [];
    const request = queue.shift();
    if (queue.length === 0) {
      queues.delete(chosen);
      lastServed.delete(chosen);
    } else lastServed.set(chosen, dispatches++);
    return request;
  }

  function retire(slot: Slot): void {
    slots.delete(slot);
    clearTimeout(slot.idleTimer);
    if (slot.current !== undefined) clearTimeout(slot.current.timer);
    if (slot.child.exitCode === null && slot.child.signalCode === null) slot.child.kill("SIGKILL");
  }

  function spawn(): Slot {
    const child = fork(options.script, [], {
      serialization: "advanced",
      execArgv: [],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, options.nice);
      } catch {
        // Not allowed here: the scan still runs, only at the server's priority.
      }
    }
    const slot: Slot = { child, ready: false };
    child.on("message", (message: ScannerMessage) => {
      if ("ready" in message) {
        slot.ready = true;
        pump();
        return;
      }
      const current = slot.current;
      if (current === undefined || current.id !== message.id) return;
      clearTimeout(current.timer);
      slot.current = undefined;
      if (message.answer !== undefined) current.request.resolve(message.answer);
      else current.request.reject(new Error(message.error ?? "DLP scan failed"));
      pump();
    });
    const lost = (reason: string) => {
      if (!slots.has(slot)) return;
      const current = slot.current;
      retire(slot);
      current?.request.reject(new Error(reason));
      pump();
    };
    child.on("error", (error) => lost(error.message));
    child.on("exit", (code, signal) => lost(`DLP scanner stopped (${signal ?? `exit ${code}`})`));
    slots.add(slot);
    return slot;
  }

  function dispatch(slot: Slot, request: Queued): void {
    // A scanner about to stop for idleness takes the job instead.
    clearTimeout(slot.idleTimer);
    slot.idleTimer = undefined;
    const id = nextId++;
    const timer = setTimeout(() => {
      if (slot.current?.id !== id) return;
      slot.current = undefined;
      // The scan cannot be interrupted inside its process: the process goes, a new one takes its place.
      retire(slot);
      request.reject(new ScanBudgetExceededError(options.budgetMs));
      pump();
    }, options.budgetMs);
    slot.current = { id, request, timer };
    setIdle(slot.child, false);
    slot.child.send({ id, job: request.job });
  }

  function pump(): void {
    for (const slot of slots) {
      if (!slot.ready || slot.current !== undefined) continue;
      const request = nextRequest();
      if (request === undefined) break;
      dispatch(slot, request);
    }
    const waiting = [...queues.values()].reduce((sum, queue) => sum + queue.length, 0);
    const starting = [...slots].filter((slot) => !slot.ready).length;
    for (let i = Math.min(waiting - starting, options.size - slots.size); i > 0; i--) spawn();
    for (const slot of slots) {
      if (!slot.ready || slot.current !== undefined || slot.idleTimer !== undefined) continue;
      setIdle(slot.child, true);
      slot.idleTimer = setTimeout(() => {
        if (slot.current === undefined) retire(slot);
      }, options.idleMs);
      slot.idleTimer.unref();
    }
  }

  return {
    run(tenant, job) {
      return new Promise<ScanAnswer>((resolve, reject) => {
        const key = fair ? tenant : 0;
        const queue = queues.get(key);
        if (queue === undefined) queues.set(key, [{ job, resolve, reject }]);
        else queue.push({ job, resolve, reject });
        pump();
      });
    },
    get processes() {
      return slots.size;
    },
    async stop() {
      const waiting = [...queues.values()].flat();
      queues.clear();
      lastServed.clear();
      const stopping = [...slots];
      const exited = stopping
        .filter((slot) => slot.child.exitCode === null && slot.child.signalCode === null)
        .map((slot) => {
          // Held until it has exited: an idle scanner is unreferenced, and stop() is awaited.
          setIdle(slot.child, false);
          return new Promise((resolve) => slot.child.once("exit", resolve));
        });
      for (const slot of stopping) {
        const current = slot.current;
        retire(slot);
        current?.request.reject(new Error("DLP scanner stopped"));
      }
      for (const request of waiting) request.reject(new Error("DLP scanner stopped"));
      await Promise.all(exited);
    },
  };
}
