// server.ts as `npm start` runs it: first start seeds and prints the demo sign-in, pages answer 503
// until a build exists, a later start prints the same password, SIGTERM exits cleanly.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, httpRequest, signIn, startServer } from "./helpers/processes.ts";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), "parley-server-"));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

// Whole server processes start here: a shared 2-core CI machine took over 30 s for one.
describe("server.ts", { timeout: 120_000 }, () => {
  it("starts on the embedded default: seeds acme, prints the URL and a generated password once stored", async () => {
    const env = { PARLEY_DATA_DIR: path.join(tmp, "data"), PARLEY_DIST_DIR: path.join(tmp, "no-dist") };
    const first = await startServer(env);
    let password: string | undefined;
    try {
      const out = first.output();
      expect(out).toContain(`Parley is running: http://acme.localhost:${first.port}`);
      password = /Demo sign-in: owner@acme\.test \/ (\S+)/.exec(out)?.[1] ?? "";
      expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(out).toContain("pages answer 503 until you run npm run build");

      const page = await httpRequest(first.port, "acme.localhost", "/sign-in");
      expect(page.status).toBe(503);
      expect(page.body).toContain("Parley is not built yet: run npm run build");

      // The real flow over HTTP: login → profile → refresh → logout → the session is gone.
      const cookie = await signIn(first.port, "acme.localhost", "owner@acme.test", password);
      const profile = await httpRequest(first.port, "acme.localhost", "/api/v1/members/detail", {
        headers: { cookie },
      });
      expect(JSON.parse(profile.body)).toMatchObject({ name: "Ada Owner", account: { name: "Acme" } });
      const csrf = /parley_csrf=([^;]+)/.exec(cookie)?.[1] ?? "";
      const refreshed = await httpRequest(
        first.port,
        "acme.localhost",
        "/api/v1/authentication/token/refresh/",
        {
          method: "POST",
          headers: { cookie, "x-csrf-token": csrf },
        },
      );
      expect(refreshed.status).toBe(200);
      const rotated = ([] as string[])
        .concat(refreshed.headers["set-cookie"] ?? [])
        .map((c) => c.split(";")[0]);
      expect(rotated.some((c) => c?.startsWith("parley_refresh="))).toBe(true);
      const loggedOut = await httpRequest(first.port, "acme.localhost", "/api/v1/authentication/logout/", {
        method: "POST",
        headers: {
          cookie: [`parley_csrf=${csrf}`, ...rotated].join("; "),
          "x-csrf-token": csrf,
          "content-type": "application/json",
        },
        body: JSON.stringify({ last_visited_path: "/conversations" }),
      });
      expect(JSON.parse(loggedOut.body)).toEqual({ ok: true });
      const after = await httpRequest(first.port, "acme.localhost", "/api/v1/members/detail", {
        headers: { cookie: [`parley_csrf=${csrf}`, ...rotated].join("; ") },
      });
      expect(after.status).toBe(401);
      const logo = await httpRequest(first.port, "acme.localhost", "/api/v1/assets/acme-logo.svg");
      expect(logo.status).toBe(200);

      for (const name of ["secret", "ops-token", "demo-password", "server.json"]) {
        expect(((await stat(path.join(env.PARLEY_DATA_DIR, name))).mode & 0o777).toString(8)).toBe("600");
      }
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(existsSync(path.join(env.PARLEY_DATA_DIR, "server.json"))).toBe(false);
    expect(existsSync(path.join(env.PARLEY_DATA_DIR, "db.lock"))).toBe(false);

    // Second start: nothing re-seeded, the same password shown, the same signing secret (sessions survive).
    const secret = await readFile(path.join(env.PARLEY_DATA_DIR, "secret"), "utf8");
    const second = await startServer(env);
    try {
      expect(second.output()).toContain(`Demo sign-in: owner@acme.test / ${password}`);
      expect(await readFile(path.join(env.PARLEY_DATA_DIR, "secret"), "utf8")).toBe(secret);
    } finally {
      await second.stop();
    }
  });

  it("exits with a clear message on invalid configuration", () => {
    const server = fileURLToPath(new URL("../src/server.ts", import.meta.url));
    const result = spawnSync(process.execPath, [server], {
      env: cleanEnv({ PORT: "99999", PARLEY_DATA_DIR: path.join(tmp, "bad") }),
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Invalid configuration:\n\s+PORT: /);
  });
});
