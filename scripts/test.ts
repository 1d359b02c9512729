// `npm test`: every check the project has, in order, on a clean clone:
// format, lint, dependencies (knip), types, unit/component/server tests on PGlite, the server suite
// again on a real PostgreSQL, the build, then Playwright in Debian Chromium. Ends with one
// "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startTempPostgres } from "./pg-temp.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => join(root, "node_modules", ".bin", name);
const reports = mkdtempSync(join(tmpdir(), "parley-test-"));
const only = process.argv.slice(2);
const results: { step: string; ok: boolean }[] = [];
let passed = 0;
let failed = 0;

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  if (only.length > 0 && !only.includes(step)) return true;
  console.log(`\n▶ ${step}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? "✔" : "✘"} ${step} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  results.push({ step, ok });
  return ok;
}

/** Adds a vitest JSON report's counts to the totals. */
function countVitest(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

/**
 * Adds a Playwright JSON report's counts to the totals. A flaky test (failed, then passed on retry)
 * counts as failed: it is a bug in the product or the test, and a green summary must not hide it.
 */
function countPlaywright(file: string): boolean {
  if (!existsSync(file)) return true;
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  passed += report.stats.expected;
  failed += report.stats.unexpected + report.stats.flaky;
  if (report.stats.flaky > 0) console.log(`✘ ${report.stats.flaky} flaky e2e test(s) count as failed`);
  return report.stats.flaky === 0;
}

const vitestJson = (name: string) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(reports, name)}`,
];

run("format", bin("prettier"), ["--check", ".", "--log-level=warn"]);
run("lint", bin("eslint"), [".", "--max-warnings=0"]);
// Undeclared, unused and unresolvable dependencies (knip.jsonc); a few seconds.
run("knip", bin("knip"), ["--no-progress"]);
run("typecheck", process.execPath, ["scripts/typecheck.ts"]);
run("unit", bin("vitest"), ["run", ...vitestJson("unit.json")]);
countVitest(join(reports, "unit.json"));

if (only.length === 0 || only.includes("server-postgres")) {
  const pg = await startTempPostgres();
  try {
    run("server-postgres", bin("vitest"), ["run", "--project", "server", ...vitestJson("pg.json")], {
      DATABASE_URL: pg.url,
      // The whole cluster is thrown away after the pass: test files need not drop their databases.
      PARLEY_TEST_KEEP_DATABASES: "1",
    });
    countVitest(join(reports, "pg.json"));
  } finally {
    await pg.stop();
  }
}

if (run("build", process.execPath, ["scripts/build.ts", "--if-missing"])) {
  run("e2e", bin("playwright"), ["test", "-c", "e2e/playwright.config.ts"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "e2e.json"),
  });
  if (!countPlaywright(join(reports, "e2e.json"))) results.push({ step: "e2e-flaky", ok: false });
}

rmSync(reports, { recursive: true, force: true });
const failedSteps = results.filter((r) => !r.ok).map((r) => r.step);
console.log(`\nSteps: ${results.map((r) => `${r.step} ${r.ok ? "ok" : "FAILED"}`).join(", ")}`);
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
