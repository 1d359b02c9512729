// A published build is checked against the contract of the shell this server serves
// (dist/shell/shell-contract.json, written by the host build): the same check a remote team runs in
// its CI (npm run check:remote). Without that file only what any build must be is checked
// (delivery.test.ts).
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SHELL_CONTRACT_FILE, shellContract } from "@parley/shared-contracts/remote-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeRemoteBuild, writeShellBuild } from "../../helpers/fake-dist.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

const OPS_TOKEN = "ops-token-for-tests-0123456789";
let t: TestApp;
let ci: string;
let token: string;

/** mf_share's parcels, as the catalogue names them. */
const SHARE_EXPOSES = {
  "./ShareDialog": { js: ["assets/share.js"], css: [] },
  "./ContinueSnapshotPage": { js: ["assets/continue.js"], css: [] },
};

async function publish(folder: string) {
  const files = await Promise.all(
    (await readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return { path: path.relative(folder, full), content: (await readFile(full)).toString("base64") };
      }),
  );
  return t.app.inject({
    method: "POST",
    url: "/api/v1/ops/remotes/mf_share/versions",
    headers: { host: "127.0.0.1:8080", authorization: `Bearer ${token}` },
    payload: { files },
  });
}

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OPS_TOKEN: OPS_TOKEN } });
  await writeShellBuild(t.config.distDir);
  const contract = shellContract({
    contractVersion: 1,
    singletons: { react: { version: "19.3.1", strict: true } },
  });
  await writeFile(path.join(t.config.distDir, "shell", SHELL_CONTRACT_FILE), JSON.stringify(contract));
  ci = await mkdtemp(path.join(tmpdir(), "parley-ci-"));
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/ops/commands",
    headers: { authorization: `Bearer ${OPS_TOKEN}`, host: "127.0.0.1:8080", "x-parley-actor": "olga" },
    payload: { command: { cmd: "remotes.token.create", remote: "mf_share", label: "mf_share CI" } },
  });
  token = res.json<{ lines: string[] }>().lines[1] ?? "";
});
afterAll(async () => {
  await t.close();
  await rm(ci, { recursive: true, force: true });
});

describe("publishing against the shell's contract", () => {
  it("stores a build that meets it", async () => {
    const folder = await writeRemoteBuild(ci, "mf_share", "1.1.0", { exposes: SHARE_EXPOSES });
    expect((await publish(folder)).statusCode).toBe(201);
  });

  it("refuses a build that drops a parcel of the catalogue or widens a singleton range, saying which", async () => {
    const folder = await writeRemoteBuild(ci, "mf_share", "1.2.0", {
      exposes: { "./ContinueSnapshotPage": SHARE_EXPOSES["./ContinueSnapshotPage"] },
    });
    const manifestFile = path.join(folder, "mf-manifest.json");
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Record<string, unknown>;
    manifest.shared = [{ name: "react", singleton: true, requiredVersion: "*", version: "19.3.1" }];
    await writeFile(manifestFile, JSON.stringify(manifest));
    const res = await publish(folder);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      [
        "./ShareDialog: the shell mounts mf_share/ShareDialog; the build does not expose it",
        `react requires "*", wider than the contract: a ^19.x.y range (or narrower) that the shell's 19.3.1 satisfies`,
      ].join("; "),
    );
  });
});
