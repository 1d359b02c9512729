// The event-bus events a remote's code emits and listens to, read from the source files rspack
// read for it (its own and ui-kit's, not node_modules): written into parley-remote.json, so the
// contract check can compare them with the shell's bus. Every bus call in the code base names its
// event as a literal (`bus.emit("toast.shown", …)`, `bus.on("realtime.event", …)`).
import { readFileSync } from "node:fs";
import { isAbsolute } from "node:path";
import type { Stats } from "@rspack/core";

const CALL = /\.(emit|on|once)\(\s*["'`]([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)["'`]/g;
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * The source files a compilation read (not node_modules'): concatenated modules' parts included, which
 * the stats' module list names only as "+ N modules".
 */
export function bundledSources(stats: Stats): string[] {
  return [...stats.compilation.fileDependencies]
    .filter((file) => isAbsolute(file) && SOURCE.test(file) && !/[\\/]node_modules[\\/]/.test(file))
    .sort();
}

/** The events named by `.emit(…)` and by `.on(…)` / `.once(…)` in these files, sorted. */
export function busEventsOf(files: readonly string[]): { emits: string[]; handles: string[] } {
  const emits = new Set<string>();
  const handles = new Set<string>();
  for (const file of files) {
    for (const [, call, name] of readFileSync(file, "utf8").matchAll(CALL)) {
      if (name === undefined) continue;
      (call === "emit" ? emits : handles).add(name);
    }
  }
  return { emits: [...emits].sort(), handles: [...handles].sort() };
}
