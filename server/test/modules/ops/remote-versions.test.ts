// The ops versions page's read (docs/admin-site.md § Ops: versions and canary): every build of a
// remote with its promotions and the browsers' load-error reports per version, and a canary
// tenant's reports since its promotion.
import type { OpsRemoteVersions } from "@parley/shared-contracts/api/ops";
import { REMOTE_LOADS_PATH } from "@parley/shared-contracts/api/remotes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpsCommand } from "../../../src/modules/ops/commands.ts";
import { createClient } from "../../helpers/client.ts";
import { reportTokenHeaders } from "../../helpers/report-token.ts";
import { writeRemoteBuild } from "../../helpers/fake-dist.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const OPS_TOKEN = "ops-token-for-the-versions-page";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OPS_TOKEN: OPS_TOKEN } });
  await writeRemoteBuild(t.config.distDir, "mf_conversations", "1.0.0");
  await writeRemoteBuild(t.config.distDir, "mf_conversations", "1.1.0");
});
afterAll(() => t.close());

const headers = { host: "admin.localhost", authorization: `Bearer ${OPS_TOKEN}` };

async function ops(command: OpsCommand) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/ops/commands",
    headers,
    payload: { command },
  });
  expect(res.statusCode).toBe(200);
}

async function versions() {
  const res = await t.app.inject({ url: "/api/v1/ops/remotes/versions", headers });
  expect(res.statusCode).toBe(200);
  const remote = res.json<OpsRemoteVersions>().remotes.find((r) => r.name === "mf_conversations");
  return remote?.versions ?? [];
}

async function report(host: string, version: string, message: string) {
  const client = createClient(t.app, host);
  // The workspace info sets the CSRF cookie, as a page load does.
  await client.get(`/api/v1/accounts/${host.split(".")[0] ?? ""}`);
  const res = await client.post("/api/v1/remotes/errors", {
    json: { remote: "mf_conversations", version, phase: "load", message },
    headers: reportTokenHeaders(t.config, host),
  });
  expect(res.statusCode).toBe(204);
}

/** A tab of `host` that mounted these versions (the shell's once-per-tab load beacon). */
async function loaded(host: string, versions: string[]) {
  const client = createClient(t.app, host);
  await client.get(`/api/v1/accounts/${host.split(".")[0] ?? ""}`);
  const res = await client.post(REMOTE_LOADS_PATH, {
    json: { loads: versions.map((version) => ({ remote: "mf_conversations", version })) },
    headers: reportTokenHeaders(t.config, host),
  });
  expect(res.statusCode).toBe(204);
}

describe("ops remote versions", () => {
  it("lists builds with promotions and load-error reports per version", async () => {
    await report(GLOBEX.host, "1.0.0", "before the canary");
    await ops({ cmd: "remotes.promote", remote: "mf_conversations", version: "1.0.0", tenants: ["acme"] });
    await report(ACME.host, "1.0.0", "chunk failed");
    await report(ACME.host, "1.1.0", "other version");
    // Three tabs of acme mounted the canary, one of them also the newest; globex's loads are not acme's.
    await loaded(ACME.host, ["1.0.0"]);
    await loaded(ACME.host, ["1.0.0"]);
    await loaded(ACME.host, ["1.0.0", "1.1.0"]);
    await loaded(GLOBEX.host, ["1.0.0"]);

    const [newest, older] = await versions();
    expect(newest).toMatchObject({ version: "1.1.0", source: "built-in", newestBuiltIn: true, tenants: [] });
    expect(newest?.failures.count).toBe(1);
    expect(older).toMatchObject({
      version: "1.0.0",
      newestBuiltIn: false,
      staged: false,
      defaultPromoted: false,
      failures: { count: 2, fallbacks: 0 },
    });
    expect(older?.failures.latest.map((f) => [f.tenant, f.message])).toEqual([
      ["acme", "chunk failed"],
      ["globex", "before the canary"],
    ]);
    // The canary: acme's reports and loads of 1.0.0 since it was promoted for acme; 1 failed of 4 attempts.
    expect(older?.tenants).toEqual([
      {
        tenant: "acme",
        promotedAt: expect.any(String),
        failuresSincePromotion: 1,
        loadsSincePromotion: 3,
        errorRate: 0.25,
      },
    ]);

    await ops({ cmd: "remotes.promote", remote: "mf_conversations", version: "1.0.0", tenants: [null] });
    expect((await versions())[1]?.defaultPromoted).toBe(true);
  });

  it("refuses load reports naming no remote of the product, or too many", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const post = (loads: unknown[]) => client.post(REMOTE_LOADS_PATH, { json: { loads } });
    expect((await post([{ remote: "mf_evil", version: "1.0.0" }])).statusCode).toBe(400);
    expect((await post([])).statusCode).toBe(400);
    const many = Array.from({ length: 21 }, () => ({ remote: "mf_conversations", version: "1.0.0" }));
    expect((await post(many)).statusCode).toBe(400);
  });

  it("is not for a workspace owner's session", async () => {
    const owner = createClient(t.app, ACME.host);
    expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
    expect((await owner.get("/api/v1/ops/remotes/versions")).statusCode).toBe(401);
  });
});
