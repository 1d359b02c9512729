// Type-checks every workspace with its own tsconfig (front ends get DOM types, the server Node's).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const pkg = (await import("../package.json", { with: { type: "json" } })).default as { workspaces: string[] };
const projects = [...pkg.workspaces, "scripts", "bench", "bench/streaming-render/harness"].filter((dir) =>
  existsSync(join(root, dir, "tsconfig.json")),
);
let failed = false;
for (const dir of projects) {
  const result = spawnSync(join(root, "node_modules", ".bin", "tsc"), ["-p", dir], {
    cwd: root,
    stdio: "inherit",
  });
  console.log(`${result.status === 0 ? "✔" : "✘"} tsc -p ${dir}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
