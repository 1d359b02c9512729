// The image's own commands, run on the host: the migration (`npm run migrate`, the Kubernetes Job's
// command) and then the Dockerfile's CMD with its ENV, once as a web instance and once as a worker
// (paths moved to a temporary data directory; the embedded database stands in for PostgreSQL).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { openDatabase } from "../server/src/lib/db/open-database.ts";
import { execForm, instructionsOf, readStages, REPO_ROOT } from "./read-dockerfile.ts";

const runtime = readStages().at(-1);
if (runtime === undefined) throw new Error("no runtime stage");
const [program, ...args] = execForm(instructionsOf(runtime, "CMD")[0]);
const imageEnv = Object.fromEntries(
  instructionsOf(runtime, "ENV").flatMap((i) =>
    (i.getArgumentsContent() ?? "")
      .split(/\s*\\?\s*\n\s*|\s+/)
      .filter((p) => p.includes("="))
      .map((p) => p.split("=") as [string, string]),
  ),
);
const migrateJob = parse(readFileSync(`${REPO_ROOT}/deploy/kubernetes/base/migrate-job.yaml`, "utf8")) as {
  spec: { template: { spec: { containers: Array<{ command: string[] }> } } };
};
const migrateCommand = migrateJob.spec.template.spec.containers[0]?.command ?? [];
const rootScripts = (
  JSON.parse(readFileSync(`${REPO_ROOT}/package.json`, "utf8")) as { scripts: Record<string, string> }
).scripts;

const dataDir = mkdtempSync(path.join(tmpdir(), "parley-image-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The image's environment on this host: its ENV, paths moved here, the embedded database. */
function hostEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env))
    if (key.startsWith("PARLEY_") || key === "DATABASE_URL" || key === "REDIS_URL") delete env[key];
  return {
    ...env,
    ...imageEnv,
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "warn",
    PARLEY_DATA_DIR: dataDir,
    PARLEY_DIST_DIR: path.join(REPO_ROOT, "dist"),
    PARLEY_SECRET: "image-test-secret-0123456789abcdef0123",
    ...extra,
  };
}

/** `node` is the host's Node 24 (the image's is the same version, dockerfile.test.ts). */
function run(words: string[], env: NodeJS.ProcessEnv) {
  expect(words[0]).toBe("node");
  return spawn(process.execPath, words.slice(1), { cwd: REPO_ROOT, env });
}

async function started(
  role: string,
  extra: Record<string, string> = {},
): Promise<{ port: number; output: () => string; stop: () => Promise<void> }> {
  const child = run([String(program), ...args], hostEnv({ PARLEY_ROLE: role, ...extra }));
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Parley is running: http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  return {
    port,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function get(port: number, url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${url}`);
  return { status: response.status, body: await response.text() };
}

/** /readyz's status once it is not 503 "starting" (the job queue starts after listening), within 60 s. */
async function readyStatus(port: number): Promise<number> {
  const until = Date.now() + 60_000;
  for (;;) {
    const { status } = await get(port, "/readyz");
    if (status !== 503 || Date.now() > until) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("the image's commands on the host", () => {
  it("migrates with the Job's command, which is npm run migrate", async () => {
    expect(rootScripts.migrate).toBe(migrateCommand.join(" "));
    const child = run(migrateCommand, hostEnv({}));
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code, output).toBe(0);
  }, 240_000);

  it("starts a web instance: probes ready, the app served", async () => {
    const web = await started("web");
    try {
      expect(web.output()).toContain("Role: web");
      expect((await get(web.port, "/healthz")).status).toBe(200);
      expect(await readyStatus(web.port)).toBe(200);
      expect((await get(web.port, "/api/v1/accounts/acme")).status).toBe(200);
    } finally {
      await web.stop();
    }
  }, 240_000);

  it("starts a worker: probes ready, the app not served", async () => {
    const worker = await started("worker");
    try {
      expect(worker.output()).toContain("Role: worker");
      expect((await get(worker.port, "/healthz")).status).toBe(200);
      expect(await readyStatus(worker.port)).toBe(200);
      const app = await get(worker.port, "/api/v1/accounts/acme");
      expect(app.status).toBe(404);
      expect(app.body).toContain("worker_instance");
    } finally {
      await worker.stop();
    }
  }, 240_000);

  it("refuses to start on a schema newer than it knows, with the reason; starts when told it only expanded", async () => {
    const future = async (sql: string) => {
      const db = await openDatabase({ databaseUrl: undefined, dataDir }, { role: "ops", waitMs: 30_000 });
      try {
        await db.exec(sql);
      } finally {
        await db.close();
      }
    };
    await future(
      "INSERT INTO parley_migrations (version, name, checksum) VALUES (9999, 'from_a_newer_build', 'x')",
    );
    try {
      const child = run([String(program), ...args], hostEnv({ PARLEY_ROLE: "web" }));
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(output).toContain(
        "Parley could not start: The database schema is newer than this Parley build: it has migration(s) 9999_from_a_newer_build",
      );
      const allowed = await started("web", { PARLEY_ALLOW_NEWER_SCHEMA: "1" });
      await allowed.stop();
    } finally {
      await future("DELETE FROM parley_migrations WHERE version = 9999");
    }
  }, 240_000);
});
