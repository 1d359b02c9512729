// Waits until the browser's own processes are idle. Debian's Chromium is the full browser in
// headless mode: each new context opens a window, and the window loads its own UI (the omnibox
// popup, a WebUI page in a renderer of its own, 300–600 ms of one core on this machine) while the
// bench's page would already be loading beside it. A visitor's window is open before they
// navigate, so a cold-load bench waits for it (docs/benchmarks.md, session 16).
import { readdirSync, readFileSync } from "node:fs";

/** CPU time (ms) and parent pid of one process from its /proc/<pid>/stat line. */
export function parseStat(line: string): { ppid: number; cpuMs: number } {
  // The command name is in parentheses and may hold spaces: fields are counted after its ")".
  const fields = line.slice(line.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { ppid: Number(fields[1]), cpuMs: ticks * 10 };
}

/** The CPU time (ms) used so far by `root` and every process below it. */
export function treeCpuMs(root: number, stats: ReadonlyMap<number, { ppid: number; cpuMs: number }>) {
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    total += stats.get(pid)?.cpuMs ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

function readStats(): Map<number, { ppid: number; cpuMs: number }> {
  const stats = new Map<number, { ppid: number; cpuMs: number }>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      stats.set(Number(name), parseStat(readFileSync(`/proc/${name}/stat`, "utf8")));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return stats;
}

/** The pid of the browser this process launched (its child named `name`). */
export function launchedBrowserPid(name = "chromium"): number {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const line = readFileSync(`/proc/${entry}/stat`, "utf8");
      const command = line.slice(line.indexOf("(") + 1, line.lastIndexOf(")"));
      if (command === name && parseStat(line).ppid === process.pid) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error(`no ${name} process below this one`);
}

/**
 * Resolves once the process tree of `pid` used at most `budgetMs` of CPU in a window of `windowMs`
 * (the kernel counts in 10 ms ticks), or after `maxMs` in any case. Returns the time waited.
 */
export async function waitForQuietBrowser(
  pid: number,
  { windowMs = 200, budgetMs = 10, maxMs = 5000 } = {},
): Promise<number> {
  const started = Date.now();
  let before = treeCpuMs(pid, readStats());
  while (Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = treeCpuMs(pid, readStats());
    if (now - before <= budgetMs) break;
    before = now;
  }
  return Date.now() - started;
}
