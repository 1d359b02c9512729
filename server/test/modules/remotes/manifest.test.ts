import { createHash } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { remoteManifestSchema } from "@parley/shared-contracts/api/remotes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpsCommand } from "../../../src/modules/ops/commands.ts";
import { createClient } from "../../helpers/client.ts";
import { reportTokenHeaders } from "../../helpers/report-token.ts";
import { writeRemoteBuild } from "../../helpers/fake-dist.ts";
import { isTestClock } from "../../../src/lib/clock.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const OPS_TOKEN = "ops-token-for-tests-0123456789";
let t: TestApp;
/** Moves the app's test clock past the catalog's cache window. */
const passCacheWindow = () => {
  if (!isTestClock(t.app.clock)) throw new Error("a test clock expected");
  t.app.clock.advance(2100);
};
let distDir: string;
beforeAll(async () => {
  // A test clock: the catalog's 2 s cache window passes without waiting.
  t = await createTestApp({ env: { PARLEY_OPS_TOKEN: OPS_TOKEN, PARLEY_TEST_CLOCK: "1" } });
  distDir = t.config.distDir;
  await writeRemoteBuild(distDir, "mf_auth", "1.0.0");
  await writeRemoteBuild(distDir, "mf_auth", "1.2.0", { contractVersion: 2 });
  await writeRemoteBuild(distDir, "mf_auth", "1.10.0-beta.1");
  await writeRemoteBuild(distDir, "mf_auth", "1.10.0");
  await writeRemoteBuild(distDir, "mf_conversations", "0.1.0");
  // Broken or half-written folders are left out.
  await writeRemoteBuild(distDir, "mf_routines", "0.1.0", { withManifest: false });
  await writeRemoteBuild(distDir, "mf_tools", "0.2.0", { infoName: "mf_share" });
});
afterAll(() => t.close());

async function integrityOf(name: string, version: string): Promise<string> {
  const entry = await readFile(path.join(distDir, "remotes", name, version, "remoteEntry.js"));
  return `sha384-${createHash("sha384").update(entry).digest("base64")}`;
}

/** Runs a command through the app's ops API, as the CLI does while a server runs. */
async function ops(command: OpsCommand): Promise<string[]> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/ops/commands",
    headers: { authorization: `Bearer ${OPS_TOKEN}`, host: "127.0.0.1:8080" },
    payload: { command },
  });
  const body = res.json();
  if (res.statusCode !== 200) throw new Error(body.error.message);
  return body.lines;
}

async function manifest(host: string) {
  const res = await createClient(t.app, host).get("/api/v1/remotes/manifest");
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-cache");
  return remoteManifestSchema.parse(res.json()).remotes;
}

describe("GET /api/v1/remotes/manifest", () => {
  it("serves the newest build of each remote by semver (1.10.0 > 1.10.0-beta.1 > 1.2.0)", async () => {
    const remotes = await manifest(ACME.host);
    expect(Object.keys(remotes).sort()).toEqual(["mf_auth", "mf_conversations"]);
    expect(remotes.mf_auth).toEqual({
      version: "1.10.0",
      entry: "/remotes/mf_auth/1.10.0/mf-manifest.json",
      remoteEntry: "/remotes/mf_auth/1.10.0/remoteEntry.js",
      integrity: await integrityOf("mf_auth", "1.10.0"),
      contractVersion: 1,
      pinned: false,
      channel: "built-in",
    });
    expect(remotes.mf_conversations).toMatchObject({ version: "0.1.0", pinned: false, channel: "built-in" });
  });

  it("answers 304 to a browser that has the current manifest, and 200 once a pin changes it", async () => {
    const client = createClient(t.app, ACME.host);
    const first = await client.get("/api/v1/remotes/manifest");
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await client.get("/api/v1/remotes/manifest", {
      headers: { "if-none-match": String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    await ops({ cmd: "remotes.pin", tenant: "acme", remote: "mf_auth", version: "1.2.0" });
    const changed = await client.get("/api/v1/remotes/manifest", {
      headers: { "if-none-match": String(etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(remoteManifestSchema.parse(changed.json()).remotes.mf_auth?.version).toBe("1.2.0");
  });

  it("serves a tenant's pin to that tenant only, without restart", async () => {
    await ops({ cmd: "remotes.pin", tenant: "acme", remote: "mf_auth", version: "1.2.0" });
    expect((await manifest(ACME.host)).mf_auth).toMatchObject({
      version: "1.2.0",
      entry: "/remotes/mf_auth/1.2.0/mf-manifest.json",
      contractVersion: 2,
      pinned: true,
      channel: "tenant",
      // Nothing was promoted for acme before: the fallback is what the default serves.
      fallback: { version: "1.10.0", integrity: await integrityOf("mf_auth", "1.10.0") },
    });
    expect((await manifest(GLOBEX.host)).mf_auth?.version).toBe("1.10.0");
  });

  it("serves the default pin to tenants without their own, and on the root domain", async () => {
    await ops({ cmd: "remotes.pin", tenant: null, remote: "mf_auth", version: "1.0.0" });
    expect((await manifest(GLOBEX.host)).mf_auth).toMatchObject({ version: "1.0.0", pinned: true });
    expect((await manifest("localhost")).mf_auth).toMatchObject({ version: "1.0.0", pinned: true });
    expect((await manifest("unknown.localhost")).mf_auth).toMatchObject({ version: "1.0.0", pinned: true });
    expect((await manifest(ACME.host)).mf_auth?.version).toBe("1.2.0");
  });

  it("falls back when unpinned: tenant → default → newest", async () => {
    expect(await ops({ cmd: "remotes.unpin", tenant: "acme", remote: "mf_auth" })).toEqual([
      "Unpinned mf_auth for acme",
    ]);
    expect((await manifest(ACME.host)).mf_auth?.version).toBe("1.0.0");
    await ops({ cmd: "remotes.unpin", tenant: null, remote: "mf_auth" });
    expect((await manifest(ACME.host)).mf_auth).toMatchObject({ version: "1.10.0", pinned: false });
    expect(await ops({ cmd: "remotes.unpin", tenant: null, remote: "mf_auth" })).toEqual([
      "mf_auth was not pinned for the default",
    ]);
  });

  it("refuses to pin a version, remote or tenant that does not exist", async () => {
    await expect(
      ops({ cmd: "remotes.pin", tenant: "acme", remote: "mf_auth", version: "9.9.9" }),
    ).rejects.toThrow("Remote mf_auth has no build 9.9.9 (built: 1.10.0, 1.10.0-beta.1, 1.2.0, 1.0.0)");
    await expect(
      ops({ cmd: "remotes.pin", tenant: "acme", remote: "mf_routines", version: "0.1.0" }),
    ).rejects.toThrow(/No builds of remote "mf_routines"/);
    await expect(
      ops({ cmd: "remotes.pin", tenant: "nope", remote: "mf_auth", version: "1.0.0" }),
    ).rejects.toThrow('No workspace "nope"');
    expect((await manifest(ACME.host)).mf_auth?.version).toBe("1.10.0");
  });

  it("falls back to the newest when a pinned build was deleted", async () => {
    const folder = await writeRemoteBuild(distDir, "mf_conversations", "0.0.9");
    await ops({ cmd: "remotes.pin", tenant: "acme", remote: "mf_conversations", version: "0.0.9" });
    expect((await manifest(ACME.host)).mf_conversations?.version).toBe("0.0.9");
    await rm(folder, { recursive: true });
    passCacheWindow();
    expect((await manifest(ACME.host)).mf_conversations).toMatchObject({ version: "0.1.0", pinned: false });
  });

  it("lists builds and pins for ops", async () => {
    await ops({ cmd: "remotes.pin", tenant: "globex", remote: "mf_auth", version: "1.2.0" });
    const all = await ops({ cmd: "remotes.list", tenant: null });
    expect(all[0]).toMatch(/^remote\s+builds\s+newest built-in\s+default pin\s+serves\s+fallback\s+staged$/);
    expect(all.find((l) => l.startsWith("mf_auth"))).toMatch(
      /1\.10\.0, 1\.10\.0-beta\.1, 1\.2\.0, 1\.0\.0\s+1\.10\.0\s+-\s+1\.10\.0\s+-\s+-$/,
    );
    expect(all).toContain("Tenant pins:");
    expect(all.some((l) => /^globex\s+mf_auth\s+1\.2\.0$/.test(l))).toBe(true);
    const globex = await ops({ cmd: "remotes.list", tenant: "globex" });
    expect(globex.find((l) => l.startsWith("mf_auth"))).toMatch(/-\s+1\.2\.0\s+1\.2\.0\s+1\.10\.0\s+-$/);
  });

  it("sees a new build within the cache window, without restart", async () => {
    await writeRemoteBuild(distDir, "mf_account", "3.0.0");
    passCacheWindow();
    expect((await manifest(ACME.host)).mf_account?.version).toBe("3.0.0");
    expect(path.isAbsolute(distDir)).toBe(true);
  });
});

describe("POST /api/v1/remotes/errors", () => {
  it("accepts a failure report (204) and refuses a malformed one (400)", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const ok = await client.post("/api/v1/remotes/errors", {
      json: {
        remote: "mf_auth",
        version: "1.0.0",
        phase: "load",
        message: "ChunkLoadError",
        path: "/sign-in",
      },
      headers: reportTokenHeaders(t.config, ACME.host),
    });
    expect(ok.statusCode).toBe(204);
    const bad = await client.post("/api/v1/remotes/errors", {
      json: { remote: "mf_auth", phase: "exploded" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(["phase", "message"]));
  });

  it("is rate limited per IP", async () => {
    const client = createClient(t.app, GLOBEX.host);
    await client.get("/api/v1/accounts/globex");
    const statuses: number[] = [];
    for (let i = 0; i < 302; i++) {
      const res = await client.post("/api/v1/remotes/errors", {
        json: { remote: "mf_auth", phase: "mount", message: `boom ${i}` },
        // A page load each: its own budget is not what this counts.
        headers: { "x-forwarded-for": "203.0.113.5", ...reportTokenHeaders(t.config, GLOBEX.host) },
      });
      statuses.push(res.statusCode);
    }
    // A few reports came from this IP in the tests above: the 300-per-minute budget ends just before the 300th here.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 290).filter((s) => s !== 204)).toEqual([]);
  });
});

describe("ops API", () => {
  const call = (
    method: "GET" | "PUT" | "DELETE" | "POST",
    url: string,
    token: string | undefined,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { host: "127.0.0.1", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });

  it("needs the ops token", async () => {
    expect((await call("GET", "/api/v1/ops/remotes", undefined)).statusCode).toBe(401);
    expect((await call("GET", "/api/v1/ops/remotes", "wrong-token-0123456789")).statusCode).toBe(401);
    expect(
      (await call("POST", "/api/v1/ops/commands", undefined, { command: { cmd: "workspace.list" } }))
        .statusCode,
    ).toBe(401);
  });

  it("pins and unpins over REST (_default = the default pin)", async () => {
    const put = await call("PUT", "/api/v1/ops/remotes/pins/acme/mf_auth", OPS_TOKEN, { version: "1.0.0" });
    expect(put.statusCode).toBe(200);
    expect((await manifest(ACME.host)).mf_auth?.version).toBe("1.0.0");
    expect(
      (await call("PUT", "/api/v1/ops/remotes/pins/_default/mf_auth", OPS_TOKEN, { version: "1.2.0" }))
        .statusCode,
    ).toBe(200);
    expect((await manifest("localhost")).mf_auth?.version).toBe("1.2.0");
    const listing = (await call("GET", "/api/v1/ops/remotes?tenant=acme", OPS_TOKEN)).json();
    expect(listing.remotes.find((r: { name: string }) => r.name === "mf_auth")).toMatchObject({
      defaultPin: "1.2.0",
      tenantPin: "1.0.0",
      serves: "1.0.0",
    });
    const missing = await call("PUT", "/api/v1/ops/remotes/pins/acme/mf_auth", OPS_TOKEN, {
      version: "0.0.1",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("version_not_found");
    expect((await call("PUT", "/api/v1/ops/remotes/pins/acme/mf_auth", OPS_TOKEN, {})).statusCode).toBe(400);
    expect((await call("DELETE", "/api/v1/ops/remotes/pins/acme/mf_auth", OPS_TOKEN)).json()).toEqual({
      lines: ["Unpinned mf_auth for acme"],
      result: { code: "remote_unpinned", params: { remote: "mf_auth", tenant: "acme" } },
    });
    expect((await call("DELETE", "/api/v1/ops/remotes/pins/_default/mf_auth", OPS_TOKEN)).statusCode).toBe(
      200,
    );
    expect((await manifest(ACME.host)).mf_auth?.version).toBe("1.10.0");
  });

  it("refuses an invalid command with field errors", async () => {
    const res = await call("POST", "/api/v1/ops/commands", OPS_TOKEN, {
      command: { cmd: "drop.everything" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_error");
  });
});
