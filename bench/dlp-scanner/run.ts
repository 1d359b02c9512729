// Benchmark: does one tenant's backlog of large DLP scans delay another tenant's scan, and does a scan
// block the event loop? Tenant A queues large scans (a 400,000-character document each); once they
// run, tenant B asks for one over the inline threshold (20,000 characters). Measured in the same run:
// the old design (one scanner, one queue in arrival order) and the pool (PARLEY_DLP_SCANNERS, per-tenant
// queues served in turn), both with the real scanner process; the event loop's delay while they scan;
// and how long the old inline threshold (16 K characters of any script) held the loop on text built
// for the detector's slow paths, which now goes to the pool.
//   node bench/dlp-scanner/run.ts [--backlog 8] [--scanners 2]
import { monitorEventLoopDelay } from "node:perf_hooks";
import os from "node:os";
import { parseArgs } from "node:util";
import { scansInline } from "../../server/src/modules/dlp/detect-off-loop.ts";
import { runScanJob } from "../../server/src/modules/dlp/scan-jobs.ts";
import type { ScanJob } from "../../server/src/modules/dlp/scan-jobs.ts";
import { createScannerPool } from "../../server/src/modules/dlp/scanner-pool.ts";
import type { ScannerPoolOptions } from "../../server/src/modules/dlp/scanner-pool.ts";
import { markdownTable } from "../common/markdown-table.ts";
import { round } from "../common/stats.ts";

const { values } = parseArgs({ options: { backlog: { type: "string" }, scanners: { type: "string" } } });
const BACKLOG = Number(values.backlog ?? 8);
const A_CHARS = 400_000;
const SCANNERS = Number(values.scanners ?? 2);
const TENANT_A = 1;
const TENANT_B = 2;

const SCRIPT = new URL("../../server/src/modules/dlp/scanner-process.ts", import.meta.url);
const document = (chars: number, seed: string) => {
  const line = `${seed} invoice 2024-118 total $4,120.50 ref 12.34.56 call +1 415 555 0100 mail ops@example.com\n`;
  return line.repeat(Math.ceil(chars / line.length)).slice(0, chars);
};
const distinct = (text: string): ScanJob => ({ kind: "distinct", texts: [text], cap: 3 });

interface Outcome {
  label: string;
  oneJobMs: number;
  backlogMs: number;
  waitMs: number;
  loopP99: number;
  loopMax: number;
}

async function scenario(label: string, options: Partial<ScannerPoolOptions>): Promise<Outcome> {
  const pool = createScannerPool({
    size: 1,
    budgetMs: 120_000,
    idleMs: 60_000,
    nice: 10,
    script: SCRIPT,
    ...options,
  });
  const size = options.size ?? 1;
  // Scanners started and warm before timing.
  await Promise.all(
    Array.from({ length: size }, (_, i) => pool.run(TENANT_A, distinct(document(20_000, `w${i}`)))),
  );
  const alone = performance.now();
  await pool.run(TENANT_A, distinct(document(A_CHARS, "solo")));
  const oneJobMs = performance.now() - alone;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  const backlog = Array.from({ length: BACKLOG }, (_, i) =>
    pool.run(TENANT_A, distinct(document(A_CHARS, `a${i}`))),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const asked = performance.now();
  await pool.run(TENANT_B, distinct(document(20_000, "b")));
  const waitMs = performance.now() - asked;
  await Promise.all(backlog);
  const backlogMs = performance.now() - started;
  loop.disable();
  await pool.stop();
  return { label, oneJobMs, backlogMs, waitMs, loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6 };
}

/** The old inline path: a 16 K-character text of other scripts' digits, scanned on the event loop. */
function oldInlineBlockMs(): { ms: number; inlineNow: boolean } {
  const text = "٤.".repeat(8_192);
  runScanJob(distinct("warm ٤. 4111 1111 1111 1111"));
  const start = performance.now();
  runScanJob(distinct(text));
  return { ms: performance.now() - start, inlineNow: scansInline([text]) };
}

const single = await scenario("one scanner, one queue (before)", { size: 1, fair: false });
const pooled = await scenario(`pool of ${SCANNERS}, per-tenant turns (now)`, { size: SCANNERS, fair: true });
const inline = oldInlineBlockMs();

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} vCPU (${os.cpus()[0]?.model ?? "?"}), Node ${process.versions.node}; ` +
    `tenant A: ${BACKLOG} scans of ${A_CHARS.toLocaleString("en")} characters; tenant B: one of 20,000\n`,
);
console.log(
  markdownTable(
    [
      "scanner",
      "one A scan alone (ms)",
      "B's scan waited (ms)",
      "A's backlog done (ms)",
      "event loop p99 / max (ms)",
    ],
    [single, pooled].map((o) => [
      o.label,
      String(Math.round(o.oneJobMs)),
      String(Math.round(o.waitMs)),
      String(Math.round(o.backlogMs)),
      `${round(o.loopP99)} / ${round(o.loopMax)}`,
    ]),
  ),
);
console.log(
  `\nOld inline threshold: 16,384 characters of "٤." held the event loop ${Math.round(inline.ms)} ms; ` +
    `now ${inline.inlineNow ? "still inline" : "sent to the pool"}.`,
);
