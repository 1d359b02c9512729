// Streaming-render benchmark, with the workload and method of the peer comparison
// (docs/benchmarks.md): the 20,271-character reply (bench/common/reply-workload.ts) streamed in 4-character chunks from the fake
// OpenAI server, fast and paced (100 events/s), rendered by Parley's MarkdownContent + useStreamedText
// and by a naive re-render-everything baseline in the same run. Per variant and mode: a discarded
// warm-up, then 5 runs, each in a new browser context; medians reported.
//
//   node bench/streaming-render/run.ts [--runs 5] [--modes fast,paced] [--variants parley,naive] [--screenshot]
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startFakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import { launchChromium } from "../common/chromium.ts";
import { launchedBrowserPid, waitForQuietBrowser } from "../common/quiet-browser.ts";
import { markdownTable } from "../common/markdown-table.ts";
import { median, round } from "../common/stats.ts";
import { serveStatic } from "../common/static-files.ts";
import { BENCH_WORK_DIR, generateWorkload } from "../common/workloads.ts";
import { buildHarness } from "./build-harness.ts";
import { measureRun, type Mode, type RunMetrics, type Variant } from "./measure.ts";
import type { BenchGlobal } from "./page-result.ts";

const CHUNK_SIZE = 4;
const PACED_EVENTS_PER_SECOND = 100;
/** Bounds a run: paced needs ~51 s; anything far past that is a failure, not a result. */
const RUN_TIMEOUT_MS: Record<Mode, number> = { fast: 120_000, paced: 150_000 };

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    modes: { type: "string", default: "fast,paced" },
    variants: { type: "string", default: "parley,naive" },
    screenshot: { type: "boolean", default: false },
    // "quiet" (the default): each run's stream starts once the new window has finished opening its
    // own UI (bench/common/quiet-browser.ts); "none": at once, the method before session 16.
    settle: { type: "string", default: "quiet" },
  },
});
const runs = Number(values.runs);
const modes = values.modes.split(",") as Mode[];
const variants = values.variants.split(",") as Variant[];

const workDir = join(BENCH_WORK_DIR, "streaming-render");
const distDir = join(workDir, "dist");
const reply = generateWorkload("reply", workDir);
console.log(
  `workload: ${reply.text.length} characters → ${Math.ceil(reply.text.length / CHUNK_SIZE)} chunks of ${CHUNK_SIZE}`,
);
await buildHarness(distDir);

let mode: Mode = "fast";
const fake = await startFakeOpenAI({
  script: () => ({
    file: reply.path,
    chunkSize: CHUNK_SIZE,
    pacing: mode === "fast" ? "fast" : PACED_EVENTS_PER_SECOND,
  }),
  fallback: serveStatic(distDir),
});
const browser = await launchChromium();
const browserPid = launchedBrowserPid();
const settle = () => (values.settle === "none" ? Promise.resolve() : waitForQuietBrowser(browserPid));
// Other processes on the machine inflate wall-clock busy time: keep the load next to the results.
const loadBefore = loadavg();
const results: Record<string, { runs: RunMetrics[]; median: RunMetrics }> = {};

function medianMetrics(all: RunMetrics[]): RunMetrics {
  const keys = Object.keys(all[0]!) as (keyof RunMetrics)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(all.map((run) => run[key]))]),
  ) as unknown as RunMetrics;
}

try {
  for (const current of modes) {
    mode = current;
    for (const variant of variants) {
      const label = `${variant}/${current}`;
      process.stdout.write(`${label}: warm-up`);
      await measureRun(browser, fake.url, variant, RUN_TIMEOUT_MS[current], settle);
      const measured: RunMetrics[] = [];
      for (let run = 1; run <= runs; run++) {
        const metrics = await measureRun(browser, fake.url, variant, RUN_TIMEOUT_MS[current], settle);
        measured.push(metrics);
        process.stdout.write(
          ` | ${run}: busy ${round(metrics.busyMs, 0)} ms, p95 ${round(metrics.perChunkP95Ms, 2)}/${round(metrics.perChunkFrameP95Ms, 2)} ms, longest ${round(metrics.longestTaskMs, 0)} ms`,
        );
      }
      process.stdout.write("\n");
      results[label] = { runs: measured, median: medianMetrics(measured) };
    }
  }
  if (values.screenshot) {
    for (const variant of variants) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${fake.url}/${variant}.html`);
      await page.waitForFunction(() => "__bench" in globalThis);
      mode = "fast";
      await page.evaluate(() => (globalThis as unknown as BenchGlobal).__bench.start());
      await page.screenshot({ path: join(workDir, `screenshot-${variant}.png`), fullPage: true });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await fake.stop();
}

const number = (value: number, digits = 1) => round(value, digits).toLocaleString("en-US");
const rows: string[][] = [];
for (const current of modes) {
  for (const variant of variants) {
    const result = results[`${variant}/${current}`];
    if (!result) continue;
    const m = result.median;
    rows.push([
      `${variant === "parley" ? "Parley" : "naive"} · ${current}`,
      number(m.firstToLastMs, 0),
      `${number(m.busyMs, 0)} (${number(m.busyShare * 100, 0)}%)`,
      number(m.perChunkMs, 2),
      number(m.perChunkP95Ms, 2),
      number(m.perChunkFrameP95Ms, 2),
      `${number(m.cpuPerChunkMs, 2)} / ${number(m.cpuPerChunkP95Ms, 2)}`,
      number(m.renders, 0),
      `${number(m.longTasks, 0)} / ${number(m.longestLongTaskMs, 0)}`,
      number(m.longestTaskMs, 1),
      `${number(m.katexAtSentinel, 0)} of 30`,
    ]);
  }
}
const table = markdownTable(
  [
    "renderer · stream",
    "first chunk → last char in DOM (ms)",
    "main-thread busy (ms, % of window)",
    "per chunk (ms)",
    "per chunk p95, by render (ms)",
    "per chunk p95, by frame (ms)",
    "CPU time: per chunk / p95 by render (ms)",
    "renders",
    "long tasks / longest (ms)",
    "longest task (ms)",
    "formulas as math",
  ],
  rows,
);
console.log(
  `\nMedians of ${runs} runs (after a discarded warm-up), ${Math.ceil(reply.text.length / CHUNK_SIZE)} chunks:\n`,
);
console.log(table);
mkdirSync(workDir, { recursive: true });
const output = join(workDir, "results.json");
writeFileSync(
  output,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      chunkSize: CHUNK_SIZE,
      pacedEventsPerSecond: PACED_EVENTS_PER_SECOND,
      loadAverage: { before: loadBefore, after: loadavg() },
      results,
      table,
    },
    null,
    2,
  ),
);
console.log(`\n${output}`);
