// The peer's workload generators live in ../shared/bench/ (read-only, and they write beside
// themselves): copy one into a work folder and run it there.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** Where the shared workloads are (override with PARLEY_SHARED_BENCH). */
export const SHARED_BENCH_DIR = process.env.PARLEY_SHARED_BENCH ?? resolve(REPO_ROOT, "../shared/bench");
export const BENCH_WORK_DIR = join(REPO_ROOT, "bench/.work");

const OUTPUTS = { "make-reply.cjs": "reply.md", "make-conversation.cjs": "conversation.json" } as const;

/** Runs a generator in `workDir` and returns the path and text of what it wrote. */
export function generateWorkload(
  generator: keyof typeof OUTPUTS,
  workDir: string,
): { path: string; text: string } {
  mkdirSync(workDir, { recursive: true });
  const copy = join(workDir, generator);
  copyFileSync(join(SHARED_BENCH_DIR, generator), copy);
  execFileSync(process.execPath, [copy], { cwd: workDir, stdio: "ignore" });
  const path = join(workDir, OUTPUTS[generator]);
  return { path, text: readFileSync(path, "utf8") };
}
