// The detector for request paths: small texts inline (a round trip costs more than the scan), large
// ones in one lazily started scanner process, so a 200,000-character send or a large document never
// blocks other requests. A process rather than a worker thread: it runs at a lower priority (on two
// cores the scan does not take the CPU from the event loop), and when it stops after a while idle
// the operating system gets all of its memory back (a thread's heap stayed with the server).
import { fork } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { setPriority } from "node:os";
import type { Finding } from "./detector.ts";
import { runScanJob } from "./scan-jobs.ts";
import type { ScanAnswer, ScanJob } from "./scan-jobs.ts";

/** Characters (all texts of one call together) scanned inline at most: well under a millisecond. */
export const INLINE_SCAN_CHARS = 16_384;

/** The scanner's niceness: below the server's, above idle. */
const SCANNER_NICE = 10;

interface Pending {
  resolve: (answer: ScanAnswer) => void;
  reject: (error: Error) => void;
}

/** An idle scanner is stopped after this long, so the memory of a large scan goes back. */
export const SCANNER_IDLE_MS = 10_000;

let scannerProcess: ChildProcess | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const request of pending.values()) request.reject(error);
  pending.clear();
  scannerProcess = undefined;
}

function scanner(): ChildProcess {
  if (scannerProcess !== undefined) return scannerProcess;
  const started = fork(new URL("./scanner-process.ts", import.meta.url), [], {
    serialization: "advanced",
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  if (started.pid !== undefined) {
    try {
      setPriority(started.pid, SCANNER_NICE);
    } catch {
      // Not allowed here: the scan still runs, only at the server's priority.
    }
  }
  started.on("message", (answer: { id: number; answer?: ScanAnswer; error?: string }) => {
    const request = pending.get(answer.id);
    if (request === undefined) return;
    pending.delete(answer.id);
    if (pending.size === 0) {
      idle(started);
      idleTimer = setTimeout(() => {
        if (pending.size === 0 && scannerProcess === started) void stopScanner();
      }, SCANNER_IDLE_MS);
      idleTimer.unref();
    }
    if (answer.answer !== undefined) request.resolve(answer.answer);
    else request.reject(new Error(answer.error ?? "DLP scan failed"));
  });
  started.on("error", (error) => failAll(error));
  started.on("exit", (code) => {
    if (scannerProcess === started) failAll(new Error(`DLP scanner stopped (exit ${code})`));
  });
  idle(started);
  scannerProcess = started;
  return started;
}

/** Lets the server exit while the scanner has nothing to do (the process and its channel). */
function idle(scanner: ChildProcess): void {
  scanner.unref();
  scanner.channel?.unref();
}

function busy(scanner: ChildProcess): void {
  scanner.ref();
  scanner.channel?.ref();
}

function run(job: ScanJob): Promise<ScanAnswer> {
  const total = job.texts.reduce((sum, text) => sum + text.length, 0);
  if (total <= INLINE_SCAN_CHARS) return Promise.resolve(runScanJob(job));
  return new Promise((resolve, reject) => {
    const id = nextId++;
    clearTimeout(idleTimer);
    pending.set(id, { resolve, reject });
    const process = scanner();
    busy(process);
    process.send({ id, job });
  });
}

/** Each text's first `cap` findings of distinct value, in order (distinctFindings). */
export async function detectDistinct(texts: readonly string[], cap: number): Promise<Finding[][]> {
  const answer = await run({ kind: "distinct", texts: [...texts], cap });
  if (answer.kind !== "distinct") throw new Error("DLP scanner answered another job");
  return answer.findings;
}

/** The texts anonymized with one shared map, which gains the new placeholders (anonymizeTexts). */
export async function anonymizeMany(
  texts: readonly string[],
  originals: Map<string, string>,
): Promise<string[]> {
  const answer = await run({ kind: "anonymize", texts: [...texts], originals: [...originals] });
  if (answer.kind !== "anonymize") throw new Error("DLP scanner answered another job");
  for (const [placeholder, value] of answer.originals) originals.set(placeholder, value);
  return answer.texts;
}

/** Stops the scanner (tests and shutdown); a later scan starts a new one. */
export async function stopScanner(): Promise<void> {
  const running = scannerProcess;
  scannerProcess = undefined;
  if (running !== undefined && running.exitCode === null && running.signalCode === null) {
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill();
    await exited;
  }
}
