// No stale build is served: edit a string in a remote, run the build `npm start` runs, and the new
// string is in the build. The real build (rspack) of one small remote, mf-share, in a temporary
// checkout that holds a copy of that remote and of scripts/build.ts and links the rest (installed
// packages, shared-contracts, ui-kit, the build's modules) to this one: about 3 s a build.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutBuildEnv } from "./checkout-env.ts";
import { startBuildArgs } from "./start-build.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ORIGINAL = "Running a quick security check…";
const EDITED = "Running a fresh security check…";
let checkout: string;

/** `npm start`'s build in the temporary checkout (the host shell is not in it: `--only mf-share`). */
function startBuild(): string {
  const result = spawnSync(process.execPath, [...startBuildArgs({ dev: false }), "--only", "mf-share"], {
    cwd: checkout,
    encoding: "utf8",
    // Its own dist folder and package.json's version, whatever the calling shell sets.
    env: checkoutBuildEnv(),
  });
  const output = `${result.stdout}${result.stderr}`;
  expect(result.status, output).toBe(0);
  return output;
}

/** The text of every script the build emitted for mf_share 1.0.0. */
function builtScripts(): string {
  const assets = join(checkout, "dist", "remotes", "mf_share", "1.0.0", "assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(join(assets, file), "utf8"))
    .join("\n");
}

beforeAll(() => {
  checkout = mkdtempSync(join(tmpdir(), "parley-stale-build-"));
  for (const linked of [
    "node_modules",
    "shared-contracts",
    "ui-kit",
    "package-lock.json",
    "tsconfig.base.json",
  ])
    symlinkSync(join(root, linked), join(checkout, linked));
  mkdirSync(join(checkout, "scripts"));
  symlinkSync(join(root, "scripts", "build"), join(checkout, "scripts", "build"));
  copyFileSync(join(root, "scripts", "build.ts"), join(checkout, "scripts", "build.ts"));
  cpSync(join(root, "mf-share"), join(checkout, "mf-share"), {
    recursive: true,
    filter: (source) => !/[\\/](?:node_modules|dist)$/.test(source),
  });
  writeFileSync(
    join(checkout, "package.json"),
    JSON.stringify({
      name: "parley-stale-build-test",
      private: true,
      type: "module",
      workspaces: ["mf-share"],
    }),
  );
});
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

describe("npm start's build", () => {
  it("rebuilds a remote after an edit, and only then", { timeout: 120_000 }, () => {
    expect(startBuild()).toMatch(/✔ mf-share → .* not built yet/);
    expect(builtScripts()).toContain(ORIGINAL);

    const locale = join(checkout, "mf-share", "src", "i18n", "locales", "en.ts");
    const source = readFileSync(locale, "utf8");
    expect(source).toContain(ORIGINAL);
    writeFileSync(locale, source.replace(ORIGINAL, EDITED));
    expect(startBuild()).toMatch(/✔ mf-share → .* inputs changed; this checkout's own build/);
    expect(builtScripts()).toContain(EDITED);
    expect(builtScripts()).not.toContain(ORIGINAL);

    const again = startBuild();
    const checked = /• mf-share: mf_share\/1\.0\.0 up to date \(hash checked in (\d+) ms\)/.exec(again);
    expect(checked, again).not.toBeNull();
    expect(Number(checked?.[1])).toBeLessThan(1000);
  });
});
