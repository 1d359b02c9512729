// A throw-away PostgreSQL from Debian's binaries (apt-get install postgresql) for the server tests:
// initdb into a temp directory, listen on a free loopback port and a private socket directory, trust
// auth for a `parley` superuser, one database `parley`. As root (CI containers) initdb and postgres
// refuse to run, so they run as the `postgres` system user.
//   import { startTempPostgres } from "./pg-temp.ts";  const pg = await startTempPostgres(); pg.url; await pg.stop();
//   node scripts/pg-temp.ts   prints the URL and runs until killed (Ctrl-C stops and removes it).
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface TempPostgres {
  url: string;
  stop(): Promise<void>;
}

const USER = "parley";

/** The newest /usr/lib/postgresql/<version>/bin. */
export function findBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error("No PostgreSQL binaries in /usr/lib/postgresql/*/bin: apt-get install -y postgresql");
  }
  return path.join(root, newest, "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** Command and arguments, run as the postgres system user when we are root. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

function run(command: string, args: string[]): void {
  const [cmd, argv] = asPostgresUser(command, args);
  const result = spawnSync(cmd, argv, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(command)} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`,
    );
  }
}

async function waitUntilReady(
  bin: string,
  socketDir: string,
  port: number,
  server: ChildProcess,
  log: () => string,
) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`postgres exited with ${server.exitCode}:\n${log()}`);
    const probe = spawnSync(path.join(bin, "pg_isready"), [
      "-h",
      socketDir,
      "-p",
      String(port),
      "-U",
      USER,
      "-d",
      "postgres",
    ]);
    if (probe.status === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`postgres did not become ready within 30 s:\n${log()}`);
}

export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = findBinDir();
  const dir = await mkdtemp(path.join(tmpdir(), "parley-pg-"));
  const dataDir = path.join(dir, "data");
  const socketDir = path.join(dir, "socket");
  await mkdir(socketDir);
  if (asRoot) {
    const chown = spawnSync("chown", ["-R", "postgres:postgres", dir]);
    if (chown.status !== 0)
      throw new Error("chown to the postgres user failed: is Debian's postgresql package installed?");
  }
  try {
    run(path.join(bin, "initdb"), [
      "-D",
      dataDir,
      "-U",
      USER,
      "--auth=trust",
      "--encoding=UTF8",
      "--no-locale",
      "--no-sync",
    ]);
    const port = await freePort();
    const [cmd, argv] = asPostgresUser(path.join(bin, "postgres"), [
      "-D",
      dataDir,
      "-p",
      String(port),
      "-k",
      socketDir,
      "-c",
      "listen_addresses=127.0.0.1",
      // A test database: speed over durability.
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "full_page_writes=off",
      "-c",
      "max_connections=200",
      // No checkpoints while tests run: on a slow disk they stalled database creation for minutes.
      "-c",
      "max_wal_size=8GB",
      "-c",
      "checkpoint_timeout=1d",
    ]);
    const server = spawn(cmd, argv, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilReady(bin, socketDir, port, server, () => output);
    const created = spawnSync(
      path.join(bin, "createdb"),
      ["-h", socketDir, "-p", String(port), "-U", USER, "parley"],
      {
        encoding: "utf8",
      },
    );
    if (created.status !== 0) throw new Error(`createdb failed: ${created.stderr}`);

    let stopped = false;
    return {
      url: `postgres://${USER}@127.0.0.1:${port}/parley`,
      async stop() {
        if (stopped) return;
        stopped = true;
        // pg_ctl waits for a fast shutdown (runuser forwards the signal to postgres otherwise).
        const [ctl, ctlArgs] = asPostgresUser(path.join(bin, "pg_ctl"), [
          "-D",
          dataDir,
          "-m",
          "fast",
          "-w",
          "stop",
        ]);
        spawnSync(ctl, ctlArgs);
        if (server.exitCode === null) {
          server.kill("SIGTERM");
          await new Promise((resolve) => server.once("exit", resolve));
        }
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const pg = await startTempPostgres();
  console.log(pg.url);
  const stop = () => {
    void pg.stop().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  // Keep running until killed.
  setInterval(() => {}, 1 << 30);
}
