// The ops CLI as users run it: a child process against the embedded data directory (directly, and
// through a running server that holds the PGlite files), and against DATABASE_URL.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrations } from "../../src/lib/db/migrator.ts";
import { writeRemoteBuild } from "../helpers/fake-dist.ts";
import { httpRequest, runOps, signIn, startServer } from "../helpers/processes.ts";
import { createPostgresDatabase, onPostgres } from "../helpers/test-database.ts";

let tmp: string;
let dataDir: string;
let distDir: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), "parley-cli-"));
  dataDir = path.join(tmp, "data");
  distDir = path.join(tmp, "dist");
  await writeRemoteBuild(distDir, "mf_auth", "1.0.0");
  await writeRemoteBuild(distDir, "mf_auth", "1.1.0");
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

const embedded = () => ({ PARLEY_DATA_DIR: dataDir, PARLEY_DIST_DIR: distDir });

// Each test starts servers and CLI runs, a Node process apiece: over 30 s beside e2e on two cores.
describe("ops CLI on the embedded database", { timeout: 120_000 }, () => {
  it("prints usage and refuses unknown commands with exit code 2", async () => {
    const help = await runOps(["--help"], embedded());
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("workspace create <subdomain> --name <name>");
    const bad = await runOps(["workspace", "explode"], embedded());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Unknown command "workspace explode"');
    const missing = await runOps(["workspace", "create", "globex"], embedded());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--name is required");
    // A flag another command has is still an unknown option for this one.
    const flag = await runOps(["workspace", "list", "--name", "x"], embedded());
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("Unknown option '--name'");
  });

  it("creates workspaces and users directly when no server runs", async () => {
    const seed = await runOps(["seed"], { ...embedded(), PARLEY_DEMO_PASSWORD: "demo-password-1" });
    expect(seed.stderr).toBe("");
    expect(seed.stdout).toContain("Created workspace acme");
    const again = await runOps(["seed"], { ...embedded(), PARLEY_DEMO_PASSWORD: "demo-password-1" });
    expect(again.stdout).toContain("Workspace acme already exists");

    const ws = await runOps(
      ["workspace", "create", "globex", "--name", "Globex Corp", "--sign-in", "email_password"],
      embedded(),
    );
    expect(ws).toMatchObject({
      code: 0,
      stdout: 'Created workspace globex ("Globex Corp", sign-in: email_password)\n',
    });
    const dup = await runOps(["workspace", "create", "globex", "--name", "Again"], embedded());
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain('A workspace with subdomain "globex" already exists');
    const invalid = await runOps(["workspace", "create", "Not_OK", "--name", "x"], embedded());
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/Invalid workspace\n\s+subdomain: invalid_subdomain/);

    const user = await runOps(
      ["user", "create", "globex", "gus@globex.test", "--name", "Gus", "--role", "admin"],
      embedded(),
    );
    expect(user.code).toBe(0);
    expect(user.stdout).toMatch(
      /Created admin gus@globex\.test \("Gus"\) in globex\nPassword \(shown once\): [A-Za-z0-9]{16}\n/,
    );
    const list = await runOps(["workspace", "list"], embedded());
    expect(list.stdout.split("\n")[0]).toMatch(/^subdomain\s+name\s+sign-in\s+created\s+suspended$/);
    expect(list.stdout).toMatch(/acme\s+Acme\s+email_password,google/);
    expect(list.stdout).toMatch(/globex\s+Globex Corp\s+email_password/);
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);
  });

  it("sends commands to the running server (PGlite is single-process), then works directly again after it stops", async () => {
    const server = await startServer({ ...embedded(), PARLEY_DEMO_PASSWORD: "demo-password-1" });
    try {
      expect(server.output()).toContain("Demo sign-in: owner@acme.test / demo-password-1");
      expect(existsSync(path.join(dataDir, "server.json"))).toBe(true);

      const user = await runOps(
        ["user", "create", "globex", "gwen@globex.test", "--name", "Gwen", "--password", "gwen-password-1"],
        embedded(),
      );
      expect(user).toMatchObject({ code: 0, stderr: "" });
      const cookie = await signIn(server.port, "globex.localhost", "gwen@globex.test", "gwen-password-1");
      const profile = await httpRequest(server.port, "globex.localhost", "/api/v1/members/detail", {
        headers: { cookie },
      });
      expect(JSON.parse(profile.body)).toMatchObject({ email: "gwen@globex.test", name: "Gwen" });

      // A pin changes the running server's manifest without restart; a missing build is refused.
      const manifest = async (host: string) =>
        JSON.parse((await httpRequest(server.port, host, "/api/v1/remotes/manifest")).body).remotes.mf_auth
          .version;
      expect(await manifest("acme.localhost")).toBe("1.1.0");
      const pin = await runOps(["remotes", "pin", "acme", "mf_auth", "1.0.0"], embedded());
      expect(pin.stdout).toBe("Pinned mf_auth to 1.0.0 for acme\n");
      expect(await manifest("acme.localhost")).toBe("1.0.0");
      expect(await manifest("globex.localhost")).toBe("1.1.0");
      const refused = await runOps(["remotes", "pin", "acme", "mf_auth", "7.0.0"], embedded());
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("Remote mf_auth has no build 7.0.0 (built: 1.1.0, 1.0.0)");
      const list = await runOps(["remotes", "list", "acme"], embedded());
      expect(list.stdout).toMatch(/mf_auth\s+1\.1\.0, 1\.0\.0\s+1\.1\.0\s+-\s+1\.0\.0\s+1\.0\.0/);
      await runOps(["remotes", "pin", "--default", "mf_auth", "1.0.0"], embedded());
      expect(await manifest("globex.localhost")).toBe("1.0.0");
      expect((await runOps(["remotes", "unpin", "--default", "mf_auth"], embedded())).stdout).toBe(
        "Unpinned mf_auth for the default\n",
      );
      expect(await manifest("globex.localhost")).toBe("1.1.0");
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(existsSync(path.join(dataDir, "server.json"))).toBe(false);
    const list = await runOps(["remotes", "list"], embedded());
    expect(list.stdout).toMatch(/^acme\s+mf_auth\s+1\.0\.0$/m);
  });
});

// Only in the PostgreSQL pass of the suite (DATABASE_URL set): there is no server to talk to otherwise.
if (onPostgres())
  describe("ops CLI and server on DATABASE_URL", () => {
    let url: string;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ url, drop } = await createPostgresDatabase());
    });
    afterAll(() => drop());

    it("migrates, seeds and creates users directly, and a server on the same database sees them at once", async () => {
      const env = { DATABASE_URL: url, PARLEY_DATA_DIR: path.join(tmp, "pg-data"), PARLEY_DIST_DIR: distDir };
      const versions = (await readMigrations()).map((m) => m.version).join(", ");
      expect((await runOps(["migrate"], env)).stdout).toBe(`Applied migrations ${versions}\n`);
      expect((await runOps(["migrate"], env)).stdout).toBe("Database is up to date\n");
      const server = await startServer(env);
      try {
        // No automatic seed on a real PostgreSQL.
        expect(server.output()).not.toContain("Demo sign-in");
        expect((await httpRequest(server.port, "acme.localhost", "/api/v1/accounts/acme")).status).toBe(404);
        const seed = await runOps(["seed"], { ...env, PARLEY_DEMO_PASSWORD: "pg-demo-password" });
        expect(seed.stdout).toContain("Created owner owner@acme.test");
        // The server remembers the unknown workspace for a moment (2 s): asked until it knows it.
        const knownBy = Date.now() + 30_000;
        while (
          (await httpRequest(server.port, "acme.localhost", "/api/v1/accounts/acme")).status !== 200 &&
          Date.now() < knownBy
        )
          await new Promise((resolve) => setTimeout(resolve, 200));
        const cookie = await signIn(server.port, "acme.localhost", "owner@acme.test", "pg-demo-password");
        const profile = await httpRequest(server.port, "acme.localhost", "/api/v1/members/detail", {
          headers: { cookie },
        });
        expect(JSON.parse(profile.body).email).toBe("owner@acme.test");
      } finally {
        expect(await server.stop()).toBe(0);
      }
    });
  });
