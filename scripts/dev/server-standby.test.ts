import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importedPackages } from "./server-standby.ts";
import { restartsServer } from "./run.ts";

/** /readyz's status once it is not "starting" (the job queue starts after listening), within 30 s. */
async function readyStatus(origin: string): Promise<number> {
  const until = Date.now() + 30_000;
  for (;;) {
    const status = (await fetch(`${origin}/readyz`)).status;
    if (status !== 503 || Date.now() > until) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const standbyScript = join("scripts", "dev", "server-standby.ts");

describe("the server's standby process", () => {
  it("loads the installed packages the server imports, not its own modules nor types", () => {
    const sources = new Map([
      [
        "/s/app.ts",
        'import Fastify from "fastify";\nimport type { Db } from "pg";\nimport { x } from "./x.ts";\nimport path from "node:path";\n',
      ],
      [
        "/s/b.ts",
        'import {\n  a,\n  b,\n} from "@fastify/static";\nimport { c } from "@parley/shared-contracts/api/c";\nimport "fastify";\n',
      ],
    ]);
    expect(Object.fromEntries(importedPackages(sources))).toEqual({
      fastify: "/s/app.ts",
      "@fastify/static": "/s/b.ts",
    });
  });
});

describe("what restarts the server", () => {
  it("is an edit of its code, migrations or contracts, not of a test", () => {
    expect(restartsServer("modules/tools/routes.ts")).toBe(true);
    expect(restartsServer("0042_tools.sql")).toBe(true);
    expect(restartsServer("modules/tools/routes.test.ts")).toBe(false);
    expect(restartsServer("README.md")).toBe(false);
  });
});

describe("the server's dev host process", () => {
  it(
    "starts the server, starts a new one in the same process at a reload, and drains and exits 0 at SIGTERM",
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "parley-dev-host-"));
      const child = spawn(
        process.execPath,
        ["--experimental-import-meta-resolve", "--disable-warning=ExperimentalWarning", standbyScript],
        {
          cwd: root,
          env: {
            // `npm run dev` on the embedded default, whatever database the calling test run uses.
            ...Object.fromEntries(
              Object.entries(process.env).filter(
                ([key]) => !["DATABASE_URL", "REDIS_URL", "PARLEY_PUBSUB"].includes(key),
              ),
            ),
            PARLEY_DATA_DIR: dataDir,
            PORT: "0",
            HOST: "127.0.0.1",
            LOG_LEVEL: "warn",
            PARLEY_SHUTDOWN_GRACE_MS: "1000",
          },
          stdio: ["ignore", "pipe", "pipe", "ipc"],
        },
      );
      const output: string[] = [];
      const waiters: { count: number; resolve: (line: string) => void }[] = [];
      let running = 0;
      const { stdout, stderr } = child;
      if (stdout === null || stderr === null) throw new Error("piped output expected");
      createInterface({ input: stderr }).on("line", (line) => output.push(line));
      createInterface({ input: stdout }).on("line", (line) => {
        output.push(line);
        if (!line.startsWith("Parley is running")) return;
        running += 1;
        for (const waiter of waiters.filter((w) => w.count === running)) waiter.resolve(line);
      });
      const runningFor = (count: number) =>
        new Promise<string>((resolve) => waiters.push({ count, resolve }));
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      const serverInfo = () =>
        JSON.parse(readFileSync(join(dataDir, "server.json"), "utf8")) as { pid: number; opsUrl: string };
      try {
        child.send("start");
        await runningFor(1);
        const first = serverInfo();
        expect(first.pid).toBe(child.pid);
        expect(await readyStatus(first.opsUrl)).toBe(200);

        child.send("reload");
        await runningFor(2);
        const second = serverInfo();
        // The same process answers, on a new port (PORT=0), and the first server's listener is closed.
        expect(second.pid).toBe(child.pid);
        expect(await readyStatus(second.opsUrl)).toBe(200);
        expect(second.opsUrl).not.toBe(first.opsUrl);
        await expect(fetch(`${first.opsUrl}/readyz`)).rejects.toThrow();
        // The demo sign-in works on the kept database.
        expect(output.filter((line) => line.includes("Demo sign-in"))).toHaveLength(2);

        child.kill("SIGTERM");
        expect(await exited).toBe(0);
        // The server's record is gone and the embedded database's lock was let go.
        expect(existsSync(join(dataDir, "server.json"))).toBe(false);
        expect(readdirSync(dataDir).filter((name) => name.includes("lock"))).toEqual([]);
      } finally {
        child.kill("SIGKILL");
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
