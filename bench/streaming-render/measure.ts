// One measured run: a fresh browser context loads a harness page, streams the reply, and the page's
// timestamps are combined with the main thread's top-level tasks from a Chromium trace.
import type { Browser } from "@playwright/test";
import { busyBetween, longestTask, mainThreadTasks, parseTrace, type Interval } from "../common/trace.ts";
import { percentile } from "../common/stats.ts";
import type { BenchGlobal, BenchPageResult } from "./page-result.ts";

export type Variant = "parley" | "naive";
export type Mode = "fast" | "paced";

export interface RunMetrics {
  /** Submit → sentinel (ms): the measured window. */
  windowMs: number;
  /** First "Streambench" text → sentinel text in the DOM (ms). */
  firstToLastMs: number;
  /** Main-thread busy time of top-level tasks in the window (ms). */
  busyMs: number;
  /** Busy share of the window (0..1). */
  busyShare: number;
  /** busyMs / content chunks. */
  perChunkMs: number;
  /** Busy time counted in thread CPU time instead of wall time (robust to other load on the machine). */
  cpuBusyMs: number;
  /** cpuBusyMs / content chunks. */
  cpuPerChunkMs: number;
  /** perChunkP95Ms, counted in thread CPU time. */
  cpuPerChunkP95Ms: number;
  /** p95 of per-chunk cost, each chunk charged its share of the render cycle that showed it (README). */
  perChunkP95Ms: number;
  /** p95 of per-chunk cost, each chunk charged its share of the 16.7 ms frame window it arrived in. */
  perChunkFrameP95Ms: number;
  /** React commits of the reply view in the window. */
  renders: number;
  longTasks: number;
  longestLongTaskMs: number;
  /** Longest top-level task in the window per the trace (long or not). */
  longestTaskMs: number;
  chunks: number;
  katexAtSentinel: number;
  katexSettled: number;
  codeBlocks: number;
  tables: number;
}

/** One display frame at 60 Hz. */
export const FRAME_MS = 1000 / 60;

/**
 * Per-chunk costs: the window is cut into 16.7 ms frames; a frame's busy time is shared equally by
 * the chunks that arrived in it. Busy time of frames without chunks (work deferred to a later frame
 * or done after the last chunk) is carried to the next frame with chunks, the rest to the last one,
 * so the costs always add up to the whole busy time and their mean is busy / chunks.
 */
export function perChunkCosts(
  tasks: readonly Interval[],
  chunkTimes: readonly number[],
  from: number,
  to: number,
): number[] {
  const frameCount = Math.max(1, Math.ceil((to - from) / FRAME_MS));
  const chunksPerFrame = new Array<number>(frameCount).fill(0);
  for (const time of chunkTimes) {
    const frame = Math.min(frameCount - 1, Math.max(0, Math.floor((time - from) / FRAME_MS)));
    chunksPerFrame[frame]!++;
  }
  const costs: number[] = [];
  let carry = 0;
  let lastCost = -1;
  let lastCount = 0;
  for (let frame = 0; frame < frameCount; frame++) {
    const start = from + frame * FRAME_MS;
    carry += busyBetween(tasks, start, Math.min(to, start + FRAME_MS));
    const count = chunksPerFrame[frame]!;
    if (count === 0) continue;
    const cost = carry / count;
    for (let i = 0; i < count; i++) costs.push(cost);
    carry = 0;
    lastCost = cost;
    lastCount = count;
  }
  if (carry > 0 && lastCount > 0) {
    const extra = carry / lastCount;
    for (let i = costs.length - lastCount; i < costs.length; i++) costs[i] = lastCost + extra;
  }
  return costs;
}

/**
 * Per-chunk costs by render cycle: the busy time from one commit of the reply view to the next is
 * shared equally by the chunks the later commit showed for the first time. A commit that showed no
 * new chunk passes its time on to the next one (the rest goes to the last), so the costs add up to
 * the whole busy time and their mean is busy / chunks.
 */
export function perRenderCosts(
  tasks: readonly Interval[],
  chunkEnds: readonly number[],
  commits: readonly { at: number; length: number }[],
  from: number,
  to: number,
): number[] {
  const costs: number[] = [];
  let shown = 0;
  let since = from;
  let carry = 0;
  let lastFresh = 0;
  for (const commit of commits) {
    if (commit.at > to) break;
    carry += busyBetween(tasks, since, commit.at);
    since = commit.at;
    let now = shown;
    while (now < chunkEnds.length && chunkEnds[now]! <= commit.length) now++;
    const fresh = now - shown;
    if (fresh === 0) continue;
    for (let i = 0; i < fresh; i++) costs.push(carry / fresh);
    shown = now;
    carry = 0;
    lastFresh = fresh;
  }
  carry += busyBetween(tasks, since, to);
  if (carry > 0 && lastFresh > 0) {
    for (let i = costs.length - lastFresh; i < costs.length; i++) costs[i] = costs[i]! + carry / lastFresh;
  }
  return costs;
}

const TRACE_CATEGORIES = ["toplevel", "devtools.timeline", "blink.user_timing"];

export async function measureRun(
  browser: Browser,
  origin: string,
  variant: Variant,
  timeoutMs: number,
  /** Waits, once the page is ready, before the stream starts (the new window's own UI, run.ts). */
  settle: () => Promise<unknown> = () => Promise.resolve(),
): Promise<RunMetrics> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/${variant}.html`, { waitUntil: "load" });
    await page.waitForFunction(() => "__bench" in globalThis);
    await settle();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let result: BenchPageResult | null = null;
    let failure: unknown = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      result = await Promise.race([
        page.evaluate(() => (globalThis as unknown as BenchGlobal).__bench.start()),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`${variant}: no sentinel after ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
    } catch (error) {
      failure = error;
    } finally {
      clearTimeout(timer);
    }
    const trace = await browser.stopTracing();
    if (!result) throw failure;
    const events = parseTrace(trace);
    const tasks = mainThreadTasks(events, "bench:submit", result.submitAt);
    const cpuTasks = mainThreadTasks(events, "bench:submit", result.submitAt, true);
    const from = result.submitAt;
    const to = result.sentinelAt;
    const busyMs = busyBetween(tasks, from, to);
    const cpuBusyMs = busyBetween(cpuTasks, from, to);
    const frameCosts = perChunkCosts(tasks, result.chunkTimes, from, to);
    const renderCosts = perRenderCosts(tasks, result.chunkEnds, result.commits, from, to);
    const longTasks = result.longTasks.filter((task) => task.start + task.duration > from && task.start < to);
    return {
      windowMs: to - from,
      firstToLastMs: result.sentinelAt - result.firstTextAt,
      busyMs,
      busyShare: busyMs / (to - from),
      perChunkMs: busyMs / result.chunkTimes.length,
      cpuBusyMs,
      cpuPerChunkMs: cpuBusyMs / result.chunkTimes.length,
      cpuPerChunkP95Ms: percentile(perRenderCosts(cpuTasks, result.chunkEnds, result.commits, from, to), 95),
      perChunkP95Ms: percentile(renderCosts, 95),
      perChunkFrameP95Ms: percentile(frameCosts, 95),
      renders: result.commits.filter((commit) => commit.at >= from && commit.at <= to).length,
      longTasks: longTasks.length,
      longestLongTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
      longestTaskMs: longestTask(tasks, from, to),
      chunks: result.chunkTimes.length,
      katexAtSentinel: result.katexAtSentinel,
      katexSettled: result.katexSettled,
      codeBlocks: result.codeBlocksSettled,
      tables: result.tablesSettled,
    };
  } finally {
    await context.close();
  }
}
