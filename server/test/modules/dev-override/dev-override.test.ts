// A member's override of one remote for their own browser (modules/dev-override): who may turn it on,
// from which origins, that only the browser holding the signed cookie sees it (manifest, inlined
// manifest, CSP), that it is audited, and that it stops counting the moment the member may no longer
// use it.
import { remoteManifestSchema, type RemoteManifest } from "@parley/shared-contracts/api/remotes";
import type { DevOverrideStatus } from "@parley/shared-contracts/api/dev-override";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { SHELL_CONTRACT_FILE, shellContract } from "@parley/shared-contracts/remote-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "../../helpers/client.ts";
import { signedInMember } from "../../helpers/conversations.ts";
import { writeRemoteBuild, writeShellBuild } from "../../helpers/fake-dist.ts";
import { ACME, createTestApp, type TestApp } from "../../helpers/test-app.ts";
import { setFeatureFlag } from "../../../src/modules/accounts/repository.ts";

const PATH = "/api/v1/remotes/dev-override";
const PREVIEW = "https://preview.parley.test";
let t: TestApp;
let owner: Client;

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_DEV_OVERRIDE_ORIGINS: PREVIEW } });
  await writeShellBuild(t.config.distDir);
  // What the host build writes beside index.html: the page checks a dev build against it.
  await writeFile(
    path.join(t.config.distDir, "shell", SHELL_CONTRACT_FILE),
    JSON.stringify(shellContract({ contractVersion: 1, singletons: {} })),
  );
  await writeRemoteBuild(t.config.distDir, "mf_auth", "1.0.0");
  await writeRemoteBuild(t.config.distDir, "mf_tools", "1.0.0", {
    exposes: { "./ToolsPanel": { js: ["tools.js"], css: [] } },
  });
  owner = createClient(t.app, ACME.host);
  expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t.close());

const turnOn = (client: Client, origin: string, remote = "mf_tools") =>
  client.request("PUT", PATH, { json: { remote, origin } });
const manifestOf = async (client: Client): Promise<RemoteManifest> =>
  remoteManifestSchema.parse((await client.get("/api/v1/remotes/manifest")).json());
function directive(csp: unknown, name: string): string[] {
  const found = String(csp ?? "")
    .split(";")
    .find((d) => d.trim().startsWith(`${name} `));
  return found?.trim().split(/\s+/).slice(1) ?? [];
}
async function auditActions(): Promise<{ action: string; target: string | null; after: unknown }[]> {
  return t.database.db.query(
    `SELECT action, target, after FROM audit_events WHERE action LIKE 'remote.dev_override%' ORDER BY id`,
  );
}

describe("developer override of one remote", () => {
  it("is off until turned on: the status says an owner may, and names the tenant's remotes", async () => {
    const status = (await owner.get(PATH)).json<DevOverrideStatus>();
    expect(status).toMatchObject({
      allowed: true,
      refusal: null,
      override: null,
      allowed_origins: [PREVIEW],
    });
    expect(status.remotes.sort()).toEqual(["mf_auth", "mf_tools"]);
    expect(status.shell_contract?.parcels).toContain("mf_tools/ToolsPanel");
    expect((await manifestOf(owner)).remotes.mf_tools?.channel).toBe("built-in");
  });

  it("refuses origins other than loopback and the allowed ones, and anything but a bare origin", async () => {
    for (const [origin, code] of [
      ["http://evil.example:3005", "origin_not_allowed"],
      ["http://10.0.0.5:3005", "origin_not_allowed"],
      ["http://localhost.evil.example:3005", "origin_not_allowed"],
      ["http://localhost:3005/remotes/", "invalid_origin"],
      ["http://user:pw@localhost:3005", "invalid_origin"],
      ["javascript:alert(1)", "invalid_origin"],
      ["ftp://localhost:3005", "invalid_origin"],
      ["not a url", "invalid_origin"],
    ]) {
      const res = await turnOn(owner, origin!);
      expect(res.statusCode, origin).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code, origin).toBe(code);
    }
    const unknownRemote = await turnOn(owner, "http://localhost:3005", "mf_nothing");
    expect(unknownRemote.statusCode).toBe(400);
    expect(owner.jar.has("parley_dev_override")).toBe(false);
  });

  it("turns on for this browser only: its manifest, inlined manifest and CSP; audited", async () => {
    const other = createClient(t.app, ACME.host);
    expect((await other.login(ACME.email, ACME.password)).statusCode).toBe(200);

    const on = await turnOn(owner, "http://localhost:3005/");
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ data: { remote: "mf_tools", origin: "http://localhost:3005" } });
    expect(String(on.headers["set-cookie"])).toMatch(/parley_dev_override=.*HttpOnly.*SameSite=Lax/i);

    const tools = (await manifestOf(owner)).remotes.mf_tools;
    expect(tools).toMatchObject({
      version: "0.0.0-dev",
      channel: "development",
      development: { origin: "http://localhost:3005", by: "browser" },
      entry: "http://localhost:3005/remoteEntry.js",
      remoteEntry: "http://localhost:3005/remoteEntry.js",
      fallback: { version: "1.0.0", entry: "/remotes/mf_tools/1.0.0/mf-manifest.json" },
    });
    expect(tools?.integrity).toBeUndefined();
    expect((await manifestOf(owner)).remotes.mf_auth?.channel).toBe("built-in");

    const page = await owner.get("/conversations");
    const inline = /id="parley-remote-manifest">(.*?)<\/script>/.exec(page.body)?.[1] ?? "null";
    expect(JSON.parse(inline).remotes.mf_tools.channel).toBe("development");
    for (const name of ["script-src", "style-src", "connect-src"])
      expect(directive(page.headers["content-security-policy"], name), name).toContain(
        "http://localhost:3005",
      );
    expect(directive(page.headers["content-security-policy"], "connect-src")).toContain(
      "ws://localhost:3005",
    );

    // Another browser of the same member sees none of it.
    expect((await manifestOf(other)).remotes.mf_tools?.channel).toBe("built-in");
    const otherPage = await other.get("/conversations");
    expect(directive(otherPage.headers["content-security-policy"], "script-src")).not.toContain(
      "http://localhost:3005",
    );
    expect((await owner.get(PATH)).json<DevOverrideStatus>().override).toMatchObject({
      remote: "mf_tools",
      origin: "http://localhost:3005",
    });
    expect(await auditActions()).toEqual([
      {
        action: "remote.dev_override_on",
        target: "mf_tools",
        after: { remote: "mf_tools", origin: "http://localhost:3005" },
      },
    ]);
  });

  it("ignores a cookie that was altered, or carried to another workspace's host", async () => {
    const value = owner.jar.get("parley_dev_override") ?? "";
    const [payload = "", signature = ""] = value.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, o: "http://localhost:4444" })).toString(
      "base64url",
    );
    const tampered = createClient(t.app, ACME.host);
    expect((await tampered.login(ACME.email, ACME.password)).statusCode).toBe(200);
    tampered.jar.set("parley_dev_override", `${forged}.${signature}`);
    expect((await manifestOf(tampered)).remotes.mf_tools?.channel).toBe("built-in");
    const page = await tampered.get("/conversations");
    expect(String(page.headers["content-security-policy"])).not.toContain("localhost:4444");

    const globex = createClient(t.app, "globex.localhost");
    globex.jar.set("parley_dev_override", value);
    const globexPage = await globex.get("/sign-in");
    expect(String(globexPage.headers["content-security-policy"])).not.toContain("localhost:3005");
  });

  it("allows the origins PARLEY_DEV_OVERRIDE_ORIGINS lists and any loopback address", async () => {
    expect((await turnOn(owner, PREVIEW)).statusCode).toBe(200);
    expect((await manifestOf(owner)).remotes.mf_tools?.development?.origin).toBe(PREVIEW);
    expect((await turnOn(owner, "http://127.0.0.1:3005")).statusCode).toBe(200);
    expect((await turnOn(owner, "http://[::1]:3005")).statusCode).toBe(200);
    expect((await turnOn(owner, "http://localhost:3005")).statusCode).toBe(200);
  });

  it("refuses an ordinary member, unless the workspace opened overrides to members", async () => {
    const { client: member } = await signedInMember(t.app, t.database.db, "dev-member@acme.test");
    expect((await member.get(PATH)).json<DevOverrideStatus>()).toMatchObject({
      allowed: false,
      refusal: "role",
      shell_contract: null,
    });
    const refused = await turnOn(member, "http://localhost:3005");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: "forbidden" } });
    expect(member.jar.has("parley_dev_override")).toBe(false);

    await setFeatureFlag(t.database.db, "acme", "developer_overrides_members", true);
    try {
      // Read with the session (cached for PARLEY_SESSION_CACHE_MS).
      await expect
        .poll(async () => (await turnOn(member, "http://localhost:3005")).statusCode, { timeout: 10_000 })
        .toBe(200);
    } finally {
      await setFeatureFlag(t.database.db, "acme", "developer_overrides_members", false);
    }
    // The member's cookie stops counting once members may no longer use overrides.
    await expect
      .poll(async () => (await manifestOf(member)).remotes.mf_tools?.channel, { timeout: 10_000 })
      .toBe("built-in");
  });

  it("stops counting when the workspace turns overrides off, and needs a session", async () => {
    await setFeatureFlag(t.database.db, "acme", "developer_overrides", false);
    try {
      await expect
        .poll(async () => (await manifestOf(owner)).remotes.mf_tools?.channel, { timeout: 10_000 })
        .toBe("built-in");
      expect((await owner.get(PATH)).json<DevOverrideStatus>().refusal).toBe("workspace_off");
    } finally {
      await setFeatureFlag(t.database.db, "acme", "developer_overrides", true);
    }
    const anonymous = createClient(t.app, ACME.host);
    anonymous.jar.set("parley_dev_override", owner.jar.get("parley_dev_override") ?? "");
    expect((await anonymous.get(PATH)).statusCode).toBe(401);
    expect((await manifestOf(anonymous)).remotes.mf_tools?.channel).toBe("built-in");
    expect((await turnOn(anonymous, "http://localhost:3005")).statusCode).toBe(401);
  });

  it("clears in one call, audited", async () => {
    await expect
      .poll(async () => (await manifestOf(owner)).remotes.mf_tools?.channel, { timeout: 10_000 })
      .toBe("development");
    const off = await owner.delete(PATH);
    expect(off.statusCode).toBe(204);
    expect(owner.jar.has("parley_dev_override")).toBe(false);
    expect((await manifestOf(owner)).remotes.mf_tools?.channel).toBe("built-in");
    expect((await auditActions()).at(-1)).toMatchObject({
      action: "remote.dev_override_off",
      target: "mf_tools",
    });
  });
});

describe("PARLEY_DEV_OVERRIDES=off", () => {
  it("refuses overrides on the whole instance", async () => {
    const off = await createTestApp({ env: { PARLEY_DEV_OVERRIDES: "off" } });
    try {
      const client = createClient(off.app, ACME.host);
      expect((await client.login(ACME.email, ACME.password)).statusCode).toBe(200);
      expect((await client.get(PATH)).json<DevOverrideStatus>().refusal).toBe("instance_off");
      expect((await turnOn(client, "http://localhost:3005")).statusCode).toBe(403);
    } finally {
      await off.close();
    }
  }, 60_000);
});
