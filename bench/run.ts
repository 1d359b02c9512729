// `npm run bench -- <name> [options]`: runs bench/<name>/run.ts with the options (each bench's header
// documents them); without a name, lists the benches.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./common/workloads.ts";

const benchDir = join(REPO_ROOT, "bench");
const names = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(benchDir, entry.name, "run.ts")))
  .map((entry) => entry.name)
  .sort();
const [name, ...options] = process.argv.slice(2);

if (name === undefined || !names.includes(name)) {
  if (name !== undefined) console.error(`Unknown bench "${name}".`);
  console.log(
    `Usage: npm run bench -- <name> [options]\n\nBenches:\n${names.map((n) => `  ${n}`).join("\n")}`,
  );
  process.exit(name === undefined ? 0 : 1);
}
const result = spawnSync(process.execPath, [join(benchDir, name, "run.ts"), ...options], {
  cwd: REPO_ROOT,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
