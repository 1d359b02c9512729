// Independent delivery: publish with a token scoped to one remote, staged until promoted, promotion
// and rollback per tenant, the release log, the manifest's fallback and integrity, stored reports.
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { remoteManifestSchema } from "@parley/shared-contracts/api/remotes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { parsePublishArgs } from "../../../src/cli/parse-command.ts";
import { publishRemote } from "../../../src/cli/publish-remote.ts";
import type { OpsCommand } from "../../../src/modules/ops/commands.ts";
import { createClient } from "../../helpers/client.ts";
import { reportTokenHeaders } from "../../helpers/report-token.ts";
import { writeRemoteBuild } from "../../helpers/fake-dist.ts";
import { ACME, createTestApp, GLOBEX, testConfig } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const OPS_TOKEN = "ops-token-for-tests-0123456789";
let t: TestApp;
let ci: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OPS_TOKEN: OPS_TOKEN } });
  await writeRemoteBuild(t.config.distDir, "mf_auth", "1.0.0");
  await writeRemoteBuild(t.config.distDir, "mf_conversations", "1.0.0");
  // A remote team's CI workspace, nowhere near the server's folders.
  ci = await mkdtemp(path.join(tmpdir(), "parley-ci-"));
});
afterAll(async () => {
  await t.close();
  await rm(ci, { recursive: true, force: true });
});

async function ops(command: OpsCommand): Promise<string[]> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/ops/commands",
    headers: { authorization: `Bearer ${OPS_TOKEN}`, host: "127.0.0.1:8080", "x-parley-actor": "olga" },
    payload: { command },
  });
  const body = res.json();
  if (res.statusCode !== 200) throw new Error(body.error.message);
  return body.lines;
}

async function newToken(remote: string): Promise<string> {
  const lines = await ops({ cmd: "remotes.token.create", remote, label: `${remote} CI` });
  return lines[1] ?? "";
}

async function filesOf(folder: string) {
  return Promise.all(
    (await readdir(folder)).map(async (file) => ({
      path: file,
      content: (await readFile(path.join(folder, file))).toString("base64"),
    })),
  );
}

async function publish(token: string | undefined, remote: string, folder: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/v1/ops/remotes/${remote}/versions`,
    headers: { host: "127.0.0.1:8080", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: { files: await filesOf(folder) },
  });
}

async function manifest(host: string) {
  const res = await createClient(t.app, host).get("/api/v1/remotes/manifest");
  expect(res.statusCode).toBe(200);
  return remoteManifestSchema.parse(res.json()).remotes;
}

const sha384 = (data: Buffer) => `sha384-${createHash("sha384").update(data).digest("base64")}`;

describe("publishing a remote", () => {
  let authToken: string;
  let build: string;
  beforeAll(async () => {
    authToken = await newToken("mf_auth");
    build = await writeRemoteBuild(ci, "mf_auth", "1.1.0");
  });

  it("needs a live publish token for that remote", async () => {
    expect((await publish(undefined, "mf_auth", build)).statusCode).toBe(401);
    expect((await publish(OPS_TOKEN, "mf_auth", build)).statusCode).toBe(401);
    expect((await publish("prt_guessed", "mf_auth", build)).statusCode).toBe(401);
    // The same token cannot publish another remote, by URL or by the build's own name.
    const conversations = await writeRemoteBuild(ci, "mf_conversations", "1.1.0");
    const wrongUrl = await publish(authToken, "mf_conversations", conversations);
    expect(wrongUrl.statusCode).toBe(403);
    expect(wrongUrl.json().error.message).toBe("This token publishes mf_auth only, not mf_conversations");
    expect((await publish(authToken, "mf_auth", conversations)).statusCode).toBe(403);
  });

  it("stores a valid build, staged: not live for anyone", async () => {
    const res = await publish(authToken, "mf_auth", build);
    expect(res.statusCode).toBe(201);
    const integrity = sha384(await readFile(path.join(build, "remoteEntry.js")));
    expect(res.json()).toMatchObject({ remote: "mf_auth", version: "1.1.0", integrity, status: "staged" });
    expect((await manifest(ACME.host)).mf_auth?.version).toBe("1.0.0");
    expect((await manifest(GLOBEX.host)).mf_auth?.version).toBe("1.0.0");
    const listing = await ops({ cmd: "remotes.list", tenant: null });
    expect(listing.find((l) => l.startsWith("mf_auth"))).toMatch(
      /1\.1\.0, 1\.0\.0\s+1\.0\.0\s+-\s+1\.0\.0\s+-\s+1\.1\.0$/,
    );
    // Served from the remote store, immutable; only the files the publish recorded.
    const client = createClient(t.app, ACME.host);
    const entry = await client.get("/remotes/mf_auth/1.1.0/remoteEntry.js");
    expect(entry.statusCode).toBe(200);
    expect(entry.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(entry.headers["content-type"]).toMatch(/javascript/);
    expect(entry.body).toContain("mf_auth@1.1.0");
    expect((await client.get("/remotes/mf_auth/1.1.0/missing.js")).statusCode).toBe(404);
    // Built-in files are still served from the dist folder.
    expect((await client.get("/remotes/mf_auth/1.0.0/remoteEntry.js")).body).toContain("mf_auth@1.0.0");
  });

  it("refuses an existing version (immutable), built-in or published", async () => {
    await writeFile(path.join(build, "remoteEntry.js"), "console.log('changed');");
    const again = await publish(authToken, "mf_auth", build);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("version_exists");
    const builtIn = await writeRemoteBuild(ci, "mf_auth", "1.0.0");
    expect((await publish(authToken, "mf_auth", builtIn)).statusCode).toBe(409);
    const served = await createClient(t.app, ACME.host).get("/remotes/mf_auth/1.1.0/remoteEntry.js");
    expect(served.body).toContain("mf_auth@1.1.0");
  });

  it("refuses a build that is not one: version, files, the URL it was built for", async () => {
    const bad = await writeRemoteBuild(ci, "mf_auth", "1.2.0");
    await rm(path.join(bad, "remoteEntry.js"));
    const noEntry = await publish(authToken, "mf_auth", bad);
    expect(noEntry.statusCode).toBe(422);
    expect(noEntry.json().error.message).toBe("The build has no remoteEntry.js");
    const moved = await writeRemoteBuild(ci, "mf_auth", "1.3.0");
    await writeFile(
      path.join(moved, "mf-manifest.json"),
      JSON.stringify({ metaData: { publicPath: "/remotes/mf_auth/1.0.0/" } }),
    );
    expect((await publish(authToken, "mf_auth", moved)).json().error.message).toMatch(/publicPath/);
    const info = JSON.parse(await readFile(path.join(moved, "parley-remote.json"), "utf8"));
    await writeFile(path.join(moved, "parley-remote.json"), JSON.stringify({ ...info, version: "latest" }));
    expect((await publish(authToken, "mf_auth", moved)).json().error.message).toMatch(/not a semver version/);
  });

  it("carries the pages a build declares into the manifest once promoted, and refuses a page it cannot render", async () => {
    const page = { path: "/welcome", kind: "page", expose: "./SignInPage", title: null };
    const declared = await writeRemoteBuild(ci, "mf_auth", "1.4.0", {
      routes: { version: 1, routes: [page] },
    });
    expect((await publish(authToken, "mf_auth", declared)).statusCode).toBe(201);
    await ops({ cmd: "remotes.promote", remote: "mf_auth", version: "1.4.0", tenants: ["acme"] });
    expect((await manifest(ACME.host)).mf_auth).toMatchObject({
      version: "1.4.0",
      routes: { version: 1, routes: [page] },
    });
    // globex still runs the build without declarations: no routes, the host's own table.
    expect((await manifest(GLOBEX.host)).mf_auth?.routes).toBeUndefined();
    await ops({ cmd: "remotes.rollback", tenant: "acme", remote: "mf_auth" });

    const missing = await writeRemoteBuild(ci, "mf_auth", "1.5.0", {
      routes: { version: 1, routes: [{ ...page, expose: "./NotThere" }] },
    });
    const refused = await publish(authToken, "mf_auth", missing);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      "The route /welcome names ./NotThere, which the build does not expose",
    );
    const malformed = await writeRemoteBuild(ci, "mf_auth", "1.6.0", {
      routes: {
        version: 1,
        routes: [{ path: "welcome", kind: "page", expose: "./SignInPage", title: null }],
      },
    });
    expect((await publish(authToken, "mf_auth", malformed)).statusCode).toBe(422);
  });

  it("carries the layout slots a build declares, and refuses a slot it cannot fill", async () => {
    const slots = [{ slot: "right-panel", view: "sign-in-help", expose: "./SignInPage" }];
    const declared = await writeRemoteBuild(ci, "mf_auth", "1.7.0", {
      routes: { version: 1, routes: [], slots },
    });
    expect((await publish(authToken, "mf_auth", declared)).statusCode).toBe(201);
    await ops({ cmd: "remotes.promote", remote: "mf_auth", version: "1.7.0", tenants: ["acme"] });
    expect((await manifest(ACME.host)).mf_auth?.routes).toEqual({ version: 1, routes: [], slots });
    await ops({ cmd: "remotes.rollback", tenant: "acme", remote: "mf_auth" });

    const missing = await writeRemoteBuild(ci, "mf_auth", "1.8.0", {
      routes: { version: 1, routes: [], slots: [{ ...slots[0], expose: "./NotThere" }] },
    });
    const refused = await publish(authToken, "mf_auth", missing);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      "The right-panel slot names ./NotThere, which the build does not expose",
    );
    const unknown = await writeRemoteBuild(ci, "mf_auth", "1.9.0", {
      routes: { version: 1, routes: [], slots: [{ slot: "footer", expose: "./SignInPage" }] },
    });
    expect((await publish(authToken, "mf_auth", unknown)).statusCode).toBe(422);
  });

  it("is served by a second instance at once (shared store and database)", async () => {
    const other = await mkdtemp(path.join(tmpdir(), "parley-test-"));
    const second = await buildApp(testConfig(other, { PARLEY_DATA_DIR: t.config.dataDir }), {
      db: t.database.db,
    });
    try {
      const res = await createClient(second, ACME.host).get("/remotes/mf_auth/1.1.0/remoteEntry.js");
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("mf_auth@1.1.0");
    } finally {
      await second.close();
      await rm(other, { recursive: true, force: true });
    }
  });

  it("stops accepting a revoked token", async () => {
    const token = await newToken("mf_auth");
    const list = await ops({ cmd: "remotes.token.list" });
    const last = list.at(-1) ?? "";
    const lastId = Number(/^(\d+)/.exec(last)?.[1]);
    expect(await ops({ cmd: "remotes.token.revoke", id: lastId })).toEqual([
      `Revoked publish token ${lastId} (mf_auth, "mf_auth CI")`,
    ]);
    const next = await writeRemoteBuild(ci, "mf_auth", "1.4.0");
    expect((await publish(token, "mf_auth", next)).statusCode).toBe(401);
    // Tokens are stored hashed.
    const rows = await t.database.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM remote_publish_tokens",
    );
    expect(rows.some((r) => r.token_hash.includes(token) || token.includes(r.token_hash))).toBe(false);
  });
});

describe("npm run ops -- remotes publish", () => {
  it("sends a built folder with subfolders to a server's publish API and says it is staged", async () => {
    const token = await newToken("mf_conversations");
    const folder = await writeRemoteBuild(ci, "mf_conversations", "1.5.0");
    await mkdir(path.join(folder, "assets"));
    await writeFile(path.join(folder, "assets", "chunk.js"), "console.log('chunk');");
    const command = parsePublishArgs(["remotes", "publish", folder, "--url", "http://x", "--token", token]);
    expect(command).toEqual({ cmd: "remotes.publish", folder, url: "http://x", token });
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const lines = await publishRemote({ ...command!, url: address });
    expect(lines[0]).toMatch(/^Published mf_conversations 1\.5\.0 \(4 files, \d+ KB, \d+ ms\)$/);
    expect(lines[2]).toContain("staged");
    const chunk = await createClient(t.app, ACME.host).get("/remotes/mf_conversations/1.5.0/assets/chunk.js");
    expect(chunk.body).toBe("console.log('chunk');");
    await expect(publishRemote({ ...command!, url: address })).rejects.toThrow(
      /Publish refused \(HTTP 409\): mf_conversations 1\.5\.0 exists already/,
    );
    await expect(publishRemote({ ...command!, url: address, token: undefined }, {})).rejects.toThrow(
      "A publish token is needed",
    );
  });
});

describe("channels: promote, canary, roll back", () => {
  it("promotes a published version for one tenant only, with the previous one as fallback", async () => {
    expect(
      await ops({ cmd: "remotes.promote", remote: "mf_auth", version: "1.1.0", tenants: ["acme"] }),
    ).toEqual(["Promoted mf_auth 1.1.0 for acme"]);
    const acme = (await manifest(ACME.host)).mf_auth;
    expect(acme).toMatchObject({
      version: "1.1.0",
      channel: "tenant",
      remoteEntry: "/remotes/mf_auth/1.1.0/remoteEntry.js",
      fallback: { version: "1.0.0", remoteEntry: "/remotes/mf_auth/1.0.0/remoteEntry.js" },
    });
    const builtInEntry = await readFile(path.join(t.config.distDir, "remotes/mf_auth/1.0.0/remoteEntry.js"));
    expect(acme?.fallback?.integrity).toBe(sha384(builtInEntry));
    expect((await manifest(GLOBEX.host)).mf_auth).toMatchObject({ version: "1.0.0", channel: "built-in" });
    expect((await manifest(GLOBEX.host)).mf_auth?.fallback).toBeUndefined();
  });

  it("promotes to the default channel and rolls back to the version promoted before", async () => {
    await ops({ cmd: "remotes.promote", remote: "mf_auth", version: "1.0.0", tenants: [null] });
    await ops({ cmd: "remotes.promote", remote: "mf_auth", version: "1.1.0", tenants: [null] });
    expect((await manifest(GLOBEX.host)).mf_auth).toMatchObject({
      version: "1.1.0",
      channel: "default",
      fallback: { version: "1.0.0" },
    });
    expect(await ops({ cmd: "remotes.rollback", tenant: null, remote: "mf_auth" })).toEqual([
      "Rolled mf_auth back from 1.1.0 to 1.0.0 for the default channel",
    ]);
    expect((await manifest(GLOBEX.host)).mf_auth).toMatchObject({ version: "1.0.0", channel: "default" });
    // acme's own promotion is untouched by the default's rollback.
    expect((await manifest(ACME.host)).mf_auth?.version).toBe("1.1.0");
    expect(await ops({ cmd: "remotes.rollback", tenant: "acme", remote: "mf_auth" })).toEqual([
      "Rolled mf_auth back from 1.1.0 for acme: it follows the default channel again",
    ]);
    expect((await manifest(ACME.host)).mf_auth).toMatchObject({ version: "1.0.0", channel: "default" });
    await expect(ops({ cmd: "remotes.rollback", tenant: "acme", remote: "mf_auth" })).rejects.toThrow(
      "Nothing is promoted for acme to roll back",
    );
    await expect(
      ops({ cmd: "remotes.promote", remote: "mf_auth", version: "7.0.0", tenants: ["acme"] }),
    ).rejects.toThrow(/has no build 7\.0\.0/);
  });

  it("keeps every change with who and when", async () => {
    const history = await ops({ cmd: "remotes.history", remote: "mf_auth" });
    expect(history[0]).toMatch(/^when\s+remote\s+action\s+version\s+before\s+tenant\s+who$/);
    const rows = history.slice(1);
    expect(rows[0]).toMatch(/^\S+Z\s+mf_auth\s+rollback\s+-\s+1\.1\.0\s+acme\s+ops-api:olga$/);
    expect(rows[1]).toMatch(/mf_auth\s+rollback\s+1\.0\.0\s+1\.1\.0\s+\(default\)\s+ops-api:olga$/);
    expect(rows.some((r) => /promote\s+1\.1\.0\s+-\s+acme\s+ops-api:olga$/.test(r))).toBe(true);
    expect(rows.some((r) => /publish\s+1\.1\.0\s+-\s+-\s+publish-token:\d+ \(mf_auth CI\)$/.test(r))).toBe(
      true,
    );
    expect(rows.some((r) => /token-revoke/.test(r))).toBe(true);
  });
});

describe("browser reports", () => {
  it("stores failures and fallbacks for ops", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const res = await client.post("/api/v1/remotes/errors", {
      json: {
        remote: "mf_auth",
        version: "1.1.0",
        phase: "fallback",
        fallbackVersion: "1.0.0",
        message: "mf_auth 1.1.0 failed (integrity); loaded 1.0.0",
        path: "/sign-in",
      },
      headers: reportTokenHeaders(t.config, ACME.host),
    });
    expect(res.statusCode).toBe(204);
    const failures = await ops({ cmd: "remotes.failures" });
    expect(failures[1]).toMatch(/acme\s+mf_auth\s+1\.1\.0\s+fallback\s+1\.0\.0\s+mf_auth 1\.1\.0 failed/);
  });
});
