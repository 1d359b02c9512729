// `npm run new:remote`: the generator, run in a temporary checkout, makes a remote that the real build
// (rspack) turns into a loadable remote under its own name, and adds it to the lists that cannot be
// read from the workspaces. The checkout (new-remote/checkout.ts) holds copies of what the generator
// edits and of the build's modules, and links the rest. e2e/tests/new-remote-shell.spec.ts serves the
// result in a running shell.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutBuildEnv } from "./build/checkout-env.ts";
import { makeCheckout } from "./new-remote/checkout.ts";
import { parseRemoteName } from "./new-remote/generate.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const NAME = "mf-probe-notes";
let checkout: string;

function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: checkout,
    encoding: "utf8",
    // Its own dist folder and package.json's version, whatever the calling shell sets.
    env: checkoutBuildEnv(),
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const read = (file: string) => readFileSync(join(checkout, file), "utf8");

beforeAll(() => {
  checkout = makeCheckout(root, { prefix: "parley-new-remote-" });
});
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

// Each case runs the command in a process of its own: seconds on a busy machine, not the default 5.
describe("npm run new:remote", { timeout: 60_000 }, () => {
  it("scaffolds a remote that builds under its own name", { timeout: 120_000 }, () => {
    const generated = run("scripts/new-remote.ts", NAME);
    expect(generated.status, generated.output).toBe(0);
    expect(generated.output).toContain("npm install");

    // The page, its parcel, texts in every language, a test, an e2e spec and its page object.
    for (const file of [
      `${NAME}/package.json`,
      `${NAME}/rspack.config.ts`,
      `${NAME}/src/lib/define-parcel.ts`,
      `${NAME}/src/parcels/probe-notes-page.tsx`,
      `${NAME}/src/features/probe-notes-home/components/probe-notes-home.test.tsx`,
      `${NAME}/src/i18n/locales/zh-hk.ts`,
      "e2e/pages/probe-notes-page.ts",
      "e2e/tests/probe-notes.spec.ts",
    ])
      expect(existsSync(join(checkout, file)), file).toBe(true);
    expect(read(`${NAME}/rspack.config.ts`)).toContain('container: "mf_probe_notes"');
    // Its own dev server (`npm run dev -w mf-probe-notes`), on the port after the others.
    expect(
      (JSON.parse(read(`${NAME}/package.json`)) as { scripts: Record<string, string> }).scripts.dev,
    ).toBe(`node ../scripts/dev/serve.ts ${NAME}`);
    // One definer in src/lib/, no copies of the kit's wrappers; the parcel is one defineParcel call.
    expect(readdirSync(join(checkout, NAME, "src", "lib"))).toEqual(["define-parcel.ts"]);
    const parcel = read(`${NAME}/src/parcels/probe-notes-page.tsx`);
    expect(parcel).not.toMatch(/__[A-Za-z]+__/);
    expect(parcel).toContain('export default defineParcel("mf_probe_notes/ProbeNotesPage", ProbeNotesHome);');
    // The e2e spec opens the page through its page object.
    const spec = read("e2e/tests/probe-notes.spec.ts");
    expect(spec).not.toMatch(/__[A-Za-z]+__/);
    expect(spec).toContain('import { ProbeNotesPage } from "../pages/probe-notes-page.ts";');
    expect(spec).toContain('await expect(probeNotesPage.title).toHaveText("Probe notes");');

    // The lists that are not derived from the workspaces.
    expect((JSON.parse(read("package.json")) as { workspaces: string[] }).workspaces).toContain(NAME);
    expect(read("shared-contracts/src/api/remotes.ts")).toContain('  "mf_probe_notes",\n]);');
    expect(read("shared-contracts/src/parcel-catalogue.ts")).toContain(
      '"mf_probe_notes/ProbeNotesPage": RouteProps;',
    );
    expect(read("shared-contracts/src/parcel-catalogue.ts")).toContain(
      '"mf_probe_notes/ProbeNotesPage": true,',
    );
    expect(read("Dockerfile").match(/^COPY mf-probe-notes\/package\.json mf-probe-notes\/$/gm)).toHaveLength(
      2,
    );

    const built = run("scripts/build.ts", "--only", NAME);
    expect(built.status, built.output).toBe(0);
    const folder = join(checkout, "dist", "remotes", "mf_probe_notes", "1.0.0");
    const manifest = JSON.parse(readFileSync(join(folder, "mf-manifest.json"), "utf8")) as {
      name: string;
      exposes: { path: string }[];
    };
    expect(manifest.name).toBe("mf_probe_notes");
    expect(manifest.exposes.map((expose) => expose.path)).toEqual(["./ProbeNotesPage"]);
    const info = JSON.parse(readFileSync(join(folder, "parley-remote.json"), "utf8")) as {
      name: string;
      routes: { routes: { path: string }[] };
    };
    expect(info.name).toBe("mf_probe_notes");
    expect(info.routes.routes.map((route) => route.path)).toEqual(["/probe-notes"]);

    // A second run refuses: the remote exists.
    const again = run("scripts/new-remote.ts", NAME);
    expect(again.status).toBe(1);
    expect(again.output).toContain("exists already");
  });

  it("refuses a name that is not mf- and lowercase words", () => {
    const refused = run("scripts/new-remote.ts", "mf-Notes");
    expect(refused.status).toBe(2);
    expect(refused.output).toContain("is not a remote name");
  });
});

describe("a remote's name", () => {
  it("is mf- and lowercase words joined by single hyphens", () => {
    for (const bad of [
      "notes",
      "mf-",
      "mf_notes",
      "mf-Notes",
      "mf--notes",
      "mf-notes-",
      "mf-notes2",
      "mf-notes/x",
    ])
      expect(parseRemoteName(bad), bad).toHaveProperty("error");
  });

  it("gives every spelling the template needs", () => {
    expect(parseRemoteName("mf-team-notes")).toEqual({
      workspace: "mf-team-notes",
      container: "mf_team_notes",
      slug: "team-notes",
      pascal: "TeamNotes",
      camel: "teamNotes",
      constant: "TEAM_NOTES",
      title: "Team notes",
    });
    expect(parseRemoteName("mf-notes")).toMatchObject({
      container: "mf_notes",
      pascal: "Notes",
      title: "Notes",
    });
  });
});
