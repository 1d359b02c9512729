// Main-thread busy time from a Chromium trace: the renderer's top-level tasks ("toplevel" category),
// located by a performance.mark the page sets, with page clock ↔ trace clock aligned on that mark.

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds, trace clock. */
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, microseconds. */
  tdur?: number;
}

/** A closed interval in page milliseconds (performance.now() clock). */
export type Interval = readonly [start: number, end: number];

const TASK_NAMES = new Set(["ThreadControllerImpl::RunTask", "RunTask"]);

export function parseTrace(buffer: Buffer): TraceEvent[] {
  const json = JSON.parse(buffer.toString("utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(json) ? json : (json.traceEvents ?? []);
}

/**
 * The page main thread's top-level tasks as merged page-clock intervals. `markName` is a
 * performance.mark set on that thread at page time `markTime`. With `cpu`, each task is shortened
 * to its thread (CPU) time, from its start: time the thread sat descheduled while other processes
 * ran is left out, so the figure does not depend on what else the machine was doing.
 */
export function mainThreadTasks(
  events: readonly TraceEvent[],
  markName: string,
  markTime: number,
  cpu = false,
): Interval[] {
  const mark = events.find((event) => event.name === markName && event.cat.includes("blink.user_timing"));
  if (!mark) throw new Error(`trace has no user-timing mark ${markName}`);
  const offset = mark.ts / 1000 - markTime;
  const tasks = events
    .filter(
      (event) =>
        event.pid === mark.pid &&
        event.tid === mark.tid &&
        event.ph === "X" &&
        TASK_NAMES.has(event.name) &&
        event.cat
          .split(",")
          .some((category) => category === "toplevel" || category.endsWith("devtools.timeline")),
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  if (tasks.length === 0) throw new Error("trace has no top-level tasks on the page's main thread");
  // Outermost tasks only: a task event nested in another (two names for one task) counts once.
  const merged: [number, number][] = [];
  let outerEnd = -Infinity;
  for (const task of tasks) {
    const wallEnd = task.ts + (task.dur ?? 0);
    if (task.ts < outerEnd) continue;
    outerEnd = wallEnd;
    const end = cpu ? task.ts + (task.tdur ?? task.dur ?? 0) : wallEnd;
    merged.push([task.ts / 1000 - offset, end / 1000 - offset]);
  }
  return merged;
}

/** Busy milliseconds of `tasks` inside [from, to]. */
export function busyBetween(tasks: readonly Interval[], from: number, to: number): number {
  let busy = 0;
  for (const [start, end] of tasks) {
    if (end <= from) continue;
    if (start >= to) break;
    busy += Math.min(end, to) - Math.max(start, from);
  }
  return busy;
}

/** The longest single task that overlaps [from, to], in ms. */
export function longestTask(tasks: readonly Interval[], from: number, to: number): number {
  let longest = 0;
  for (const [start, end] of tasks) if (end > from && start < to) longest = Math.max(longest, end - start);
  return longest;
}
