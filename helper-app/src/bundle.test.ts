// The npm package runs from node_modules, where Node strips no types: its bundle must load with
// only the published dependencies beside it (the contracts inlined).
import { spawnSync } from "node:child_process";
import { copyFile, mkdir, symlink } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bundle } from "../scripts/bundle.ts";
import { tempFolder } from "./test/fixtures.ts";

const require = createRequire(import.meta.url);
const workspace = fileURLToPath(new URL("..", import.meta.url));
let folder: Awaited<ReturnType<typeof tempFolder>>;

beforeAll(async () => {
  folder = await tempFolder("parley-helper-package-");
});
afterAll(() => folder.remove());

it("the bundled command runs from node_modules with only its dependencies", async () => {
  const modules = join(folder.path, "node_modules");
  const installed = join(modules, "@parley", "helper-app");
  await bundle(join(installed, "dist", "cli.js"));
  await mkdir(join(installed, "bin"), { recursive: true });
  await copyFile(join(workspace, "bin", "parley-helper.js"), join(installed, "bin", "parley-helper.js"));
  await copyFile(join(workspace, "package.json"), join(installed, "package.json"));
  for (const name of ["zod", "@modelcontextprotocol/sdk"]) {
    const source = dirname(require.resolve(`${name}/package.json`));
    await mkdir(dirname(join(modules, name)), { recursive: true });
    await symlink(source, join(modules, name));
  }
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [join(installed, "bin", "parley-helper.js"), ...args], {
      encoding: "utf8",
      env: { ...process.env, XDG_CONFIG_HOME: folder.path },
    });
  expect(run("--version")).toMatchObject({ status: 0, stdout: "1.0.0\n" });
  expect(run("--help").stdout).toContain("parley-helper pair <code>");
});
