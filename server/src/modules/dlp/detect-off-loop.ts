// The detector for request paths: small plain texts inline (a round trip costs more than the scan),
// everything else in the scanner pool (scanner-pool.ts), fair between tenants and with a time budget
// per job, so neither a 200,000-character send nor a text built to slow the detector blocks the event
// loop or another workspace's scans. Every call names its tenant (the workspace's account id).
import type { Finding } from "./detector.ts";
import { runScanJob } from "./scan-jobs.ts";
import type { ScanAnswer, ScanJob } from "./scan-jobs.ts";
import { createScannerPool } from "./scanner-pool.ts";
import type { ScannerPool, ScannerPoolOptions } from "./scanner-pool.ts";

export { ScanBudgetExceededError } from "./scanner-pool.ts";

/**
 * Characters (all texts of one call together) of plain ASCII scanned inline at most: a few
 * milliseconds even for input built to slow the detector.
 */
export const INLINE_SCAN_CHARS = 4_096;
/** Other scripts inline at most: their digits and disguises take the detector's slower paths. */
export const INLINE_SCAN_CHARS_OTHER = 512;

/** An idle scanner is stopped after this long, so the memory of a large scan goes back. */
export const SCANNER_IDLE_MS = 10_000;

const PLAIN_ASCII = /^[\t\n\r\x20-\x7e]*$/;

const DEFAULTS: ScannerPoolOptions = {
  size: 2,
  budgetMs: 10_000,
  idleMs: SCANNER_IDLE_MS,
  nice: 10,
  script: new URL("./scanner-process.ts", import.meta.url),
};

let options = DEFAULTS;
let pool: ScannerPool | undefined;

/**
 * Sets the pool's size and budget (config: PARLEY_DLP_SCANNERS, PARLEY_DLP_SCAN_BUDGET_MS); the
 * running scanners are replaced only when these change.
 */
export async function configureScanners(settings: Partial<ScannerPoolOptions>): Promise<void> {
  const next = { ...DEFAULTS, ...settings };
  const same = (Object.keys(next) as (keyof ScannerPoolOptions)[]).every((key) => next[key] === options[key]);
  if (same) return;
  await stopScanner();
  options = next;
}

/** Whether a job is small and plain enough to scan on the event loop. */
export function scansInline(texts: readonly string[]): boolean {
  const total = texts.reduce((sum, text) => sum + text.length, 0);
  if (total <= INLINE_SCAN_CHARS_OTHER) return true;
  return total <= INLINE_SCAN_CHARS && texts.every((text) => PLAIN_ASCII.test(text));
}

function run(tenant: number, job: ScanJob): Promise<ScanAnswer> {
  if (scansInline(job.texts)) return Promise.resolve(runScanJob(job));
  pool ??= createScannerPool(options);
  return pool.run(tenant, job);
}

/** Each text's first `cap` findings of distinct value, in order (distinctFindings). */
export async function detectDistinct(
  tenant: number,
  texts: readonly string[],
  cap: number,
): Promise<Finding[][]> {
  const answer = await run(tenant, { kind: "distinct", texts: [...texts], cap });
  if (answer.kind !== "distinct") throw new Error("DLP scanner answered another job");
  return answer.findings;
}

/** The texts anonymized with one shared map, which gains the new placeholders (anonymizeTexts). */
export async function anonymizeMany(
  tenant: number,
  texts: readonly string[],
  originals: Map<string, string>,
): Promise<string[]> {
  const answer = await run(tenant, { kind: "anonymize", texts: [...texts], originals: [...originals] });
  if (answer.kind !== "anonymize") throw new Error("DLP scanner answered another job");
  for (const [placeholder, value] of answer.originals) originals.set(placeholder, value);
  return answer.texts;
}

/** Stops the scanners (tests and shutdown); a later scan starts new ones. */
export async function stopScanner(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.stop();
}
