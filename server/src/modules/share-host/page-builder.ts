// A worker thread that builds snapshot pages (page-worker.ts), so the request thread only hands it the
// snapshot and gets bytes back. At the normal CPU priority, unlike the markdown renders: a page is
// linear work, and a view waits for it. One worker, jobs in order; a worker that fails or exits fails
// the jobs it held (their views answer 500) and the next job starts a new one.
import { Worker } from "node:worker_threads";
import type { PageInput, PageJobMessage, PageResultMessage } from "./page-protocol.ts";

/** The worker's heap at most: the escaped copies of the largest snapshot fit well within it. */
const WORKER_HEAP_MB = 512;

interface Pending {
  resolve: (page: Buffer) => void;
  reject: (error: Error) => void;
}

export class PageBuilder {
  readonly #workerUrl: URL;
  readonly #pending = new Map<number, Pending>();
  #worker: Worker | undefined;
  #nextId = 1;
  #closed = false;

  constructor(workerUrl = new URL("./page-worker.ts", import.meta.url)) {
    this.#workerUrl = workerUrl;
  }

  build(input: PageInput): Promise<Buffer> {
    if (this.#closed) return Promise.reject(new Error("the page builder is closed"));
    const worker = this.#worker ?? this.#spawn();
    const id = this.#nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ id, input } satisfies PageJobMessage);
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    this.#failAll(new Error("the page builder is closed"));
    if (worker) await worker.terminate();
  }

  #spawn(): Worker {
    const worker = new Worker(this.#workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // Building pages never keeps the process alive; close() ends the worker with the app.
    worker.unref();
    this.#worker = worker;
    worker.on("message", (message: PageResultMessage) => {
      const pending = this.#pending.get(message.id);
      if (pending === undefined) return;
      this.#pending.delete(message.id);
      if ("page" in message)
        pending.resolve(Buffer.from(message.page.buffer, message.page.byteOffset, message.page.byteLength));
      else pending.reject(new Error(`the page could not be built: ${message.error}`));
    });
    const gone = (error?: Error): void => {
      if (this.#worker !== worker) return;
      this.#worker = undefined;
      this.#failAll(error ?? new Error("the page worker stopped"));
    };
    worker.on("error", gone);
    worker.on("exit", () => gone());
    return worker;
  }

  #failAll(error: Error): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
