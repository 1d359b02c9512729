// The DLP scanner pool is fair between tenants and gives each scan a time budget (scanner-pool.ts):
// a tenant's backlog of slow scans delays another tenant's scan by at most the job a scanner is
// finishing (one queue for everyone, the old design, made it wait for the whole backlog), and a scan
// past its budget fails with the typed error while its scanner is replaced. Jobs run in a stand-in
// scanner that sleeps a known time, so the order of completion is deterministic.
import { afterEach, describe, expect, it } from "vitest";
import { createScannerPool, ScanBudgetExceededError } from "../../src/modules/dlp/scanner-pool.ts";
import type { ScannerPool, ScannerPoolOptions } from "../../src/modules/dlp/scanner-pool.ts";

const SLEEPING_SCANNER = new URL("./fixtures/sleeping-scanner.ts", import.meta.url);
const TENANT_A = 1;
const TENANT_B = 2;
/** One of tenant A's slow scans. */
const SLOW_MS = 1_000;

let pool: ScannerPool | undefined;
afterEach(async () => {
  await pool?.stop();
  pool = undefined;
});

const start = (options: Partial<ScannerPoolOptions> = {}) =>
  (pool = createScannerPool({
    size: 2,
    budgetMs: 60_000,
    idleMs: 60_000,
    nice: 0,
    script: SLEEPING_SCANNER,
    ...options,
  }));

const sleepJob = (ms: number) => ({ kind: "distinct" as const, texts: [`sleep:${ms}`], cap: 3 });

/**
 * Tenant A queues six slow scans; once A's first two run, tenant B asks for a quick one. Answers the
 * order in which the scans finished and how long B waited.
 */
async function backlogThenOther(scanners: ScannerPool): Promise<{ order: string[]; waitedMs: number }> {
  // Both scanners started and idle, so A's first two jobs run at once.
  await Promise.all([scanners.run(TENANT_A, sleepJob(0)), scanners.run(TENANT_A, sleepJob(0))]);
  const order: string[] = [];
  const backlog = Array.from({ length: 6 }, (_, i) =>
    scanners.run(TENANT_A, sleepJob(SLOW_MS)).then(() => order.push(`A${i + 1}`)),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  const asked = performance.now();
  await scanners.run(TENANT_B, sleepJob(10));
  const waitedMs = performance.now() - asked;
  order.push("B");
  await Promise.all(backlog);
  return { order, waitedMs };
}

describe("the DLP scanner pool", () => {
  it("runs another tenant's scan after at most the job a scanner is finishing, not after the backlog", async () => {
    const { order, waitedMs } = await backlogThenOther(start());
    // B took the first scanner to come free: only A's two running scans finished before it.
    expect(order.indexOf("B")).toBeLessThanOrEqual(2);
    expect(waitedMs).toBeLessThan(2 * SLOW_MS);
  }, 30_000);

  it("(the old single queue made it wait for the whole backlog: what the test above tells apart)", async () => {
    const { order, waitedMs } = await backlogThenOther(start({ fair: false }));
    // Behind A's first five (the sixth runs beside it on the other scanner).
    expect(order.indexOf("B")).toBeGreaterThanOrEqual(5);
    expect(waitedMs).toBeGreaterThan(2 * SLOW_MS);
  }, 30_000);

  it("fails a scan past its budget with ScanBudgetExceededError, and a new scanner takes the next job", async () => {
    const scanners = start({ size: 1, budgetMs: 300 });
    const stuck = scanners.run(TENANT_A, sleepJob(20_000));
    const error: unknown = await stuck.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScanBudgetExceededError);
    expect((error as ScanBudgetExceededError).code).toBe("dlp_scan_budget_exceeded");
    // The stuck scanner was killed, not left running; the next job gets a fresh one.
    await expect(scanners.run(TENANT_B, sleepJob(0))).resolves.toEqual({ kind: "distinct", findings: [[]] });
    expect(scanners.processes).toBe(1);
  }, 30_000);

  it("stops scanners that have been idle, and starts them again on demand", async () => {
    const scanners = start({ size: 2, idleMs: 100 });
    await Promise.all([scanners.run(TENANT_A, sleepJob(0)), scanners.run(TENANT_B, sleepJob(0))]);
    expect(scanners.processes).toBe(2);
    await expect.poll(() => scanners.processes, { timeout: 10_000 }).toBe(0);
    await expect(scanners.run(TENANT_A, sleepJob(0))).resolves.toMatchObject({ kind: "distinct" });
  }, 30_000);
});
