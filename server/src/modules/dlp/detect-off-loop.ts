// The detector for request paths: small texts inline (a worker round trip costs more than the scan),
// large ones on one lazily started worker thread, so a 200,000-character send or a large document
// never blocks other requests. The worker holds the process open only while it has work.
import { Worker } from "node:worker_threads";
import { detect } from "./detector.ts";
import type { Finding } from "./detector.ts";

/** Characters (all texts of one call together) scanned inline at most: well under a millisecond. */
export const INLINE_SCAN_CHARS = 16_384;

interface Pending {
  resolve: (findings: Finding[][]) => void;
  reject: (error: Error) => void;
}

/** An idle worker is stopped after this long, so the memory of a large scan goes back. */
export const SCANNER_IDLE_MS = 10_000;

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const request of pending.values()) request.reject(error);
  pending.clear();
  worker = undefined;
}

function scanner(): Worker {
  if (worker !== undefined) return worker;
  const started = new Worker(new URL("./detect-worker.ts", import.meta.url));
  started.on("message", (answer: { id: number; findings?: Finding[][]; error?: string }) => {
    const request = pending.get(answer.id);
    if (request === undefined) return;
    pending.delete(answer.id);
    if (pending.size === 0) {
      started.unref();
      idleTimer = setTimeout(() => {
        if (pending.size === 0 && worker === started) void stopScanner();
      }, SCANNER_IDLE_MS);
      idleTimer.unref();
    }
    if (answer.findings !== undefined) request.resolve(answer.findings);
    else request.reject(new Error(answer.error ?? "DLP scan failed"));
  });
  started.on("error", (error) => failAll(error));
  started.on("exit", (code) => {
    if (worker === started) failAll(new Error(`DLP scanner stopped (exit ${code})`));
  });
  started.unref();
  worker = started;
  return started;
}

/** The findings of each text, in order. */
export function detectMany(texts: readonly string[]): Promise<Finding[][]> {
  const total = texts.reduce((sum, text) => sum + text.length, 0);
  if (total <= INLINE_SCAN_CHARS) return Promise.resolve(texts.map((text) => detect(text)));
  return new Promise((resolve, reject) => {
    const id = nextId++;
    clearTimeout(idleTimer);
    pending.set(id, { resolve, reject });
    const thread = scanner();
    thread.ref();
    thread.postMessage({ id, texts });
  });
}

/** Stops the worker (tests and shutdown); a later scan starts a new one. */
export async function stopScanner(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running !== undefined) await running.terminate();
}
