// `npm run check:remote -- <folder>`: a remote team's CI check of a built remote against the shell's
// contract, the same check the server runs at publish. A real build of mf-share passes; copies of it
// that drop an expose, add a slot the shell does not have, widen a shared singleton's range or emit an
// event the bus does not know fail, each with the difference in words.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SHELL_CONTRACT_FILE } from "@parley/shared-contracts/remote-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentShellContract } from "./build/shell-contract.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
let out: string;
let built: string;

function checkRemote(folder: string, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ["scripts/check-remote.ts", folder, ...args], {
    cwd: root,
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A copy of the good build with one of its JSON files changed. */
function variant(name: string, file: string, change: (json: Record<string, unknown>) => void): string {
  const folder = join(out, "variants", name);
  cpSync(built, folder, { recursive: true });
  const json = JSON.parse(readFileSync(join(folder, file), "utf8")) as Record<string, unknown>;
  change(json);
  writeFileSync(join(folder, file), JSON.stringify(json));
  return folder;
}

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), "parley-check-remote-"));
  const build = spawnSync(
    process.execPath,
    ["scripts/build.ts", "--only", "mf-share", "--version", "1.0.0", "--out", out],
    { cwd: root, encoding: "utf8" },
  );
  expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
  built = join(out, "remotes", "mf_share", "1.0.0");
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

// Each case runs the command in a process of its own: seconds on a busy machine, not the default 5.
describe("npm run check:remote", { timeout: 60_000 }, () => {
  it("passes a build of this checkout with one line", () => {
    const { status, output } = checkRemote(built);
    expect(output.trim()).toMatch(
      /^✔ mf_share 1\.0\.0 meets the shell's contract \(2 exposes, 1 route, 0 slots, \d+ bus events, \d+ shared singletons\)$/,
    );
    expect(status).toBe(0);
  });

  it("fails a build whose federation manifest drops an expose", () => {
    const folder = variant("dropped-expose", "mf-manifest.json", (manifest) => {
      manifest.exposes = (manifest.exposes as { path: string }[]).filter((e) => e.path !== "./ShareDialog");
    });
    const { status, output } = checkRemote(folder);
    expect(status).toBe(1);
    expect(output).toContain("✘ mf_share 1.0.0 differs from the shell's contract (1 difference):");
    expect(output).toContain(
      "  exposes:\n    - ./ShareDialog: parley-remote.json declares it, mf-manifest.json does not (the federation runtime cannot load it)",
    );
  });

  it("fails a build that no longer exposes a parcel of the shell's catalogue", () => {
    const folder = variant("dropped-parcel", "parley-remote.json", (info) => {
      info.exposes = (info.exposes as string[]).filter((e) => e !== "./ShareDialog");
    });
    const { status, output } = checkRemote(folder);
    expect(status).toBe(1);
    expect(output).toContain(
      "    - ./ShareDialog: the shell mounts mf_share/ShareDialog; the build does not expose it",
    );
    expect(output).toContain(
      "    + ./ShareDialog: mf-manifest.json exposes it, parley-remote.json does not declare it",
    );
  });

  it("fails a build that adds a slot the shell does not have", () => {
    const folder = variant("unknown-slot", "parley-remote.json", (info) => {
      const routes = info.routes as { slots?: unknown[] };
      routes.slots = [{ slot: "footer", expose: "./ShareDialog" }];
    });
    const { status, output } = checkRemote(folder);
    expect(status).toBe(1);
    expect(output).toContain(
      '  slots:\n    + The "footer" slot is not one the shell has (left-panel, right-panel, desktop-agent)',
    );
  });

  it("fails a build that widens a shared singleton's range", () => {
    const folder = variant("wide-range", "mf-manifest.json", (manifest) => {
      for (const shared of manifest.shared as { name: string; requiredVersion: string }[])
        if (shared.name === "react") shared.requiredVersion = ">=18.0.0";
    });
    const { status, output } = checkRemote(folder);
    expect(status).toBe(1);
    expect(output).toMatch(
      / {2}shared singletons:\n {4}~ react requires ">=18\.0\.0", wider than the contract: a \^19\.x\.y range \(or narrower\) that the shell's 19\.\d+\.\d+ satisfies/,
    );
  });

  it("fails a build that needs a newer minor than the shell provides, or a route to a parcel it does not expose", () => {
    const newer = variant("newer-minor", "mf-manifest.json", (manifest) => {
      for (const shared of manifest.shared as { name: string; requiredVersion: string }[])
        if (shared.name === "react-dom") shared.requiredVersion = "^19.999.0";
    });
    expect(checkRemote(newer).output).toContain('react-dom requires "^19.999.0", which the shell\'s');
    const route = variant("route-expose", "parley-remote.json", (info) => {
      (info.routes as { routes: { expose: string }[] }).routes[0]!.expose = "./NotThere";
    });
    const { status, output } = checkRemote(route);
    expect(status).toBe(1);
    expect(output).toContain(
      "  routes:\n    - The route /continue-snapshot/:uuid names ./NotThere, which the build does not expose",
    );
  });

  it("fails a build that emits an event the shell's bus does not have", () => {
    const folder = variant("unknown-event", "parley-remote.json", (info) => {
      const events = info.events as { emits: string[] };
      events.emits.push("chat.exploded");
    });
    const { status, output } = checkRemote(folder);
    expect(status).toBe(1);
    expect(output).toContain(
      '  bus events:\n    + emits "chat.exploded", which is not an event of the shell\'s bus',
    );
  });

  it("checks against another shell's contract: the shell-contract.json its host build wrote", async () => {
    const contract = await currentShellContract(root);
    const older = {
      ...contract,
      singletons: { ...contract.singletons, react: { version: "18.3.1", strict: true } },
    };
    mkdirSync(join(out, "older-shell"));
    writeFileSync(join(out, "older-shell", SHELL_CONTRACT_FILE), JSON.stringify(older));
    const { status, output } = checkRemote(built, "--contract", join(out, "older-shell"));
    expect(status).toBe(1);
    expect(output).toMatch(
      /~ react requires "\^19\.\d+\.0", which the shell's 18\.3\.1 does not satisfy \(strict: the shell refuses the build\)/,
    );
    writeFileSync(join(out, "same-shell.json"), JSON.stringify(contract));
    expect(checkRemote(built, "--contract", join(out, "same-shell.json")).status).toBe(0);
  });
});
