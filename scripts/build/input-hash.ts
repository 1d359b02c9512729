// What a part of the build (the host shell, one remote version) was built from, as one sha256, and
// whether its output must be built, may be replaced, or is up to date (scripts/build.ts `--changed`,
// which `npm start` and `npm test` run). The hash covers the workspace's own files (src/**,
// package.json, rspack.config.ts, tsconfig.json, the host's HTML templates) and what every build
// reads (shared-contracts, ui-kit, the build scripts, the lockfile), walked on disk without git so
// an uncommitted edit counts. Test files are left out: no bundle imports them.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

/** Bump when what goes into the hash changes, so every part is rebuilt once. */
const HASH_FORMAT = 1;

/** Folders never walked: installed packages, build output, test reports. */
const SKIPPED_FOLDERS: ReadonlySet<string> = new Set([
  "node_modules",
  "dist",
  "test-results",
  "playwright-report",
  "coverage",
]);

/** Files that never reach a bundle: unit, component and type tests. */
const TEST_FILE = /\.test(?:-d)?\.[cm]?[jt]sx?$/;

/** The version a dev build is made as (`--dev`): the one remote version that may be overwritten. */
export const DEV_VERSION = "0.0.0-dev";

/** Inputs of every part, relative to the repository root: folders are walked, files read. */
export const SHARED_INPUTS: readonly string[] = [
  "shared-contracts",
  "ui-kit",
  "scripts/build.ts",
  "scripts/build",
  "package-lock.json",
  "tsconfig.base.json",
];

/**
 * Every file under `path` (or `path` itself), sorted, skipping installed packages, build output and
 * test reports (SKIPPED_FOLDERS), dot-entries (editor and tool state) and test files. A missing path
 * yields nothing.
 */
export function inputFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(full);
      } else if (TEST_FILE.test(entry.name)) {
        continue;
      } else if (
        entry.isFile() ||
        (entry.isSymbolicLink() && statSync(full, { throwIfNoEntry: false })?.isFile())
      ) {
        // A linked file counts by what it points at; linked folders are not followed (no cycles).
        files.push(full);
      }
    }
  };
  if (statSync(path).isDirectory()) walk(path);
  else files.push(path);
  return files.sort();
}

/** sha256 of the files under `paths` (names relative to `root` and contents), in a stable order. */
export function hashFiles(root: string, paths: readonly string[]): string {
  const hash = createHash("sha256");
  const files = [...new Set(paths.flatMap((path) => inputFiles(join(root, path))))].sort();
  for (const file of files) {
    // Forward slashes: the same tree hashes the same on every platform.
    hash.update(`${relative(root, file).split(sep).join("/")}\0`);
    hash.update(createHash("sha256").update(readFileSync(file)).digest());
  }
  return hash.digest("hex");
}

/**
 * The hash of one part: its workspace folder, the shared inputs' hash (computed once per run by the
 * caller) and the build options that change the output (version, declared shared versions).
 */
export function partHash(
  root: string,
  workspace: string,
  sharedHash: string,
  options: Readonly<Record<string, unknown>> = {},
): string {
  return createHash("sha256")
    .update(JSON.stringify({ format: HASH_FORMAT, workspace, options }))
    .update(sharedHash)
    .update(hashFiles(root, [workspace]))
    .digest("hex");
}

/** What this checkout's build wrote beside its output: proof the folder is its own, and from what. */
export interface InputsRecord {
  hash: string;
  workspace: string;
  builtAt: string;
}

/**
 * Where the record of an output folder lives: `<dist>/.build-inputs/<output>.json`, outside the
 * output itself, since a remote's folder is published as it is (and the publish API refuses names
 * starting with a dot) and the server lists version folders, not files.
 */
export function recordPath(distDir: string, output: string): string {
  return join(distDir, ".build-inputs", `${output}.json`);
}

export function readRecord(distDir: string, output: string): InputsRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(recordPath(distDir, output), "utf8")) as Partial<InputsRecord>;
    return typeof record.hash === "string" && typeof record.workspace === "string"
      ? { hash: record.hash, workspace: record.workspace, builtAt: String(record.builtAt) }
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeRecord(distDir: string, output: string, record: InputsRecord): void {
  const file = recordPath(distDir, output);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

export interface BuildState {
  /** The output folder is there. */
  outputExists: boolean;
  /** The hash this checkout's build recorded for it; undefined: not built here (or before records). */
  storedHash: string | undefined;
  currentHash: string;
  /** `--changed`: leave an output whose inputs did not change (npm start, npm test). */
  onlyChanged: boolean;
  /** A remote's release version: never replaced unless this checkout built it (or `--force`). */
  immutable: boolean;
  force: boolean;
}

export type BuildDecision =
  | { action: "build"; reason: string }
  | { action: "up-to-date"; reason: string }
  | { action: "rebuild"; reason: string }
  | { action: "refuse"; reason: string };

/**
 * Whether to build a part. The rule (scripts/build.ts's header says it for people):
 * - no output yet: build;
 * - `--changed` and the recorded hash equals the inputs': up to date, nothing to do;
 * - the shell, or a remote's dev version (0.0.0-dev): replace;
 * - a remote's release version: replace it only when this checkout's build made it (its record
 *   exists) or with `--force`; a folder built elsewhere (published, copied in, or built before
 *   records existed) stays as it is and the build stops, since it cannot tell what it holds.
 */
export function decideBuild(state: BuildState): BuildDecision {
  if (!state.outputExists) return { action: "build", reason: "not built yet" };
  const changed = state.storedHash !== state.currentHash;
  if (state.onlyChanged && !changed) return { action: "up-to-date", reason: "up to date" };
  const why =
    state.storedHash === undefined
      ? "no record of its inputs"
      : changed
        ? "inputs changed"
        : "inputs unchanged, rebuilt as asked";
  if (!state.immutable) return { action: "rebuild", reason: why };
  if (state.force) return { action: "rebuild", reason: `${why}, --force` };
  if (state.storedHash !== undefined)
    return { action: "rebuild", reason: `${why}; this checkout's own build` };
  return {
    action: "refuse",
    reason:
      "it exists and this checkout did not build it (no record of its inputs), so it may be stale. Remote builds are immutable: bump the version, build with --dev, or pass --force to rebuild it as this checkout's own",
  };
}
