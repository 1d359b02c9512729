// `npm test`: every check the project has, on a clean clone: format, lint, dependencies (knip),
// types and the build side by side; unit/component tests with the server suite on a throw-away
// PostgreSQL; the embedded database's own tests on PGlite; then Playwright in Debian Chromium (two
// workers, each with its own server on PGlite). Ends with one "N passed, N failed" line.
//   node scripts/test.ts [step…]   only these steps (format lint knip typecheck build unit server-pglite e2e)
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { startTempPostgres } from "./pg-temp.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => join(root, "node_modules", ".bin", name);
const reports = mkdtempSync(join(tmpdir(), "parley-test-"));
const only = process.argv.slice(2);
const results: { step: string; ok: boolean }[] = [];
const startedAll = Date.now();
let passed = 0;
let failed = 0;
// Names of failed and flaky tests, repeated just above the summary line: a runner that keeps only the
// end of the output still says which tests they were.
const failures: string[] = [];

const selected = (step: string) => only.length === 0 || only.includes(step);
const seconds = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/**
 * Runs a step to its end. Asynchronous (not spawnSync), so a step running in the background meanwhile
 * is seen to end when it does and its time is its own.
 */
async function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  if (!selected(step)) return true;
  console.log(`\n▶ ${step}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const ok = await new Promise<boolean>((resolve) => {
    child.once("error", () => resolve(false));
    child.once("exit", (code) => resolve(code === 0));
  });
  console.log(`${ok ? "✔" : "✘"} ${step} (${seconds(started)})`);
  results.push({ step, ok });
  return ok;
}

/**
 * Starts a step that runs beside others: its output goes to a file, printed in one piece (with the
 * step's own time) when it is awaited, so the steps' lines never interleave.
 */
function start(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  if (!selected(step)) return async () => true;
  console.log(`▶ ${step} (beside others; its output follows when it ends): ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const log = join(reports, `${step}.log`);
  const fd = openSync(log, "w");
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", fd, fd],
    env: { ...process.env, ...env },
  });
  closeSync(fd);
  const took = new Promise<{ ok: boolean; time: string }>((resolve) => {
    child.once("error", () => resolve({ ok: false, time: seconds(started) }));
    child.once("exit", (code) => resolve({ ok: code === 0, time: seconds(started) }));
  });
  return async (): Promise<boolean> => {
    const { ok, time } = await took;
    console.log(`\n▶ ${step} (output):`);
    process.stdout.write(readFileSync(log, "utf8"));
    console.log(`${ok ? "✔" : "✘"} ${step} (${time}, beside other steps)`);
    results.push({ step, ok });
    return ok;
  };
}

/** Adds a vitest JSON report's counts to the totals. */
function countVitest(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults?: {
      name: string;
      startTime?: number;
      endTime?: number;
      assertionResults?: { fullName: string; status: string }[];
    }[];
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  const times = (report.testResults ?? []).map((f) => ({
    what: relative(root, f.name),
    ms: (f.endTime ?? 0) - (f.startTime ?? 0),
  }));
  printSlowest(`test files in ${basename(file, ".json")}`, times);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") failures.push(`failed: ${relative(root, file.name)} › ${test.fullName}`);
    }
  }
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; tests: { status: string; results?: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Every e2e test's time (all its attempts) with its file and title, for the slowest list. */
function playwrightTimes(suite: PlaywrightSuite, file: string, out: { what: string; ms: number }[]): void {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const ms = (test.results ?? []).reduce((sum, result) => sum + result.duration, 0);
      out.push({ what: `${here} › ${spec.title}`, ms });
    }
  }
  for (const child of suite.suites ?? []) playwrightTimes(child, here, out);
}

/** The slowest tests, so a CI that grows slower shows where (docs/testing.md § CI time). */
function printSlowest(label: string, times: { what: string; ms: number }[], count = 8): void {
  const total = times.reduce((sum, t) => sum + t.ms, 0);
  console.log(`Slowest ${label} (of ${times.length}, ${(total / 1000).toFixed(0)} s in all):`);
  for (const t of [...times].sort((a, b) => b.ms - a.ms).slice(0, count)) {
    console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.what.slice(0, 140)}`);
  }
}

function playwrightFailures(suite: PlaywrightSuite, path: string[]): void {
  const here = suite.title && !suite.title.endsWith(".ts") ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status === "flaky" || test.status === "unexpected") {
        const what = test.status === "flaky" ? "flaky" : "failed";
        failures.push(`${what}: e2e ${suite.file ?? ""} › ${[...here, spec.title].join(" › ")}`);
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures({ file: suite.file, ...child }, here);
}

/**
 * Adds a Playwright JSON report's counts to the totals. A flaky test (failed, then passed on retry)
 * counts as failed: it is a bug in the product or the test, and a green summary must not hide it.
 */
function countPlaywright(file: string): boolean {
  if (!existsSync(file)) return true;
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites?: PlaywrightSuite[];
  };
  for (const suite of report.suites ?? []) playwrightFailures(suite, []);
  const times: { what: string; ms: number }[] = [];
  for (const suite of report.suites ?? []) playwrightTimes(suite, "", times);
  printSlowest("e2e tests", times);
  passed += report.stats.expected;
  failed += report.stats.unexpected + report.stats.flaky;
  if (report.stats.flaky > 0) console.log(`✘ ${report.stats.flaky} flaky e2e test(s) count as failed`);
  return report.stats.flaky === 0;
}

/** Server test files about the embedded database itself, run on PGlite too. */
const PGLITE_FILES = ["test/lib/db/"];

const vitestJson = (name: string) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(reports, name)}`,
];

// The static checks are single-threaded each (prettier, eslint, knip, tsc one project at a time), so
// on a machine of a few cores they run side by side, with the build: together about as long as lint.
console.log("");
const checks = [
  start("format", bin("prettier"), ["--check", ".", "--log-level=warn"]),
  start("lint", bin("eslint"), [".", "--max-warnings=0"]),
  // Undeclared, unused and unresolvable dependencies (knip.ts); a few seconds.
  start("knip", bin("knip"), ["--no-progress"]),
  start("typecheck", process.execPath, ["scripts/typecheck.ts"]),
];
// Rebuilds what changed since the last build (a content hash per part): the tests never run an old build.
const build = start("build", process.execPath, ["scripts/build.ts", "--changed"]);
for (const check of checks) await check();
const built = await build();

// The server suite runs once, on a real PostgreSQL (the production database), inside the unit step.
// PGlite, the embedded default, is what every e2e server runs on; its own tests (the driver's parity
// with pg, the migrator, the data directory's lock) run on it in server-pglite (docs/testing.md).
const pg = selected("unit") ? await startTempPostgres() : undefined;
try {
  await run("unit", bin("vitest"), ["run", ...vitestJson("unit.json")], {
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    // The whole cluster is thrown away after the step: test files need not drop their databases.
    PARLEY_TEST_KEEP_DATABASES: "1",
  });
  countVitest(join(reports, "unit.json"));
} finally {
  await pg?.stop();
}
const serverPglite = start("server-pglite", bin("vitest"), [
  "run",
  "--project",
  "server",
  ...PGLITE_FILES,
  ...vitestJson("pglite.json"),
]);
if (built) {
  await run("e2e", bin("playwright"), ["test", "-c", "e2e/playwright.config.ts"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "e2e.json"),
  });
  if (!countPlaywright(join(reports, "e2e.json"))) results.push({ step: "e2e-flaky", ok: false });
}
await serverPglite();
countVitest(join(reports, "pglite.json"));

rmSync(reports, { recursive: true, force: true });
const failedSteps = results.filter((r) => !r.ok).map((r) => r.step);
console.log(`\nSteps: ${results.map((r) => `${r.step} ${r.ok ? "ok" : "FAILED"}`).join(", ")}`);
console.log(`All steps: ${seconds(startedAll)}`);
for (const line of failures) console.log(`✘ ${line}`);
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
