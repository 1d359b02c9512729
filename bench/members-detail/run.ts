// Benchmark: authenticated GET /api/v1/members/detail on the real server (embedded PGlite, fresh
// data directory) beside a bare Fastify route, same run, same load: autocannon, 50 connections,
// 10 s each after a 3 s warm-up, loopback only. Prints a markdown table for docs/benchmarks.md.
//   node bench/members-detail/run.ts [--duration 10] [--connections 50]
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { freePort, http, signInOwner } from "../common/parley-process.ts";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
const root = fileURLToPath(new URL("../../", import.meta.url));
const { values } = parseArgs({ options: { duration: { type: "string" }, connections: { type: "string" } } });
const duration = Number(values.duration ?? 10);
const connections = Number(values.connections ?? 50);
const PASSWORD = "bench-password-1";

function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${args[0]} exited with ${code}:\n${output}`)));
  });
}

async function measure(url: string, headers: Record<string, string>): Promise<AutocannonResult> {
  await autocannon({ url, connections, duration: 3, headers });
  return autocannon({ url, connections, duration, headers });
}

const tmp = await mkdtemp(path.join(os.tmpdir(), "parley-bench-"));
const children: ChildProcess[] = [];

/** The real server on its own embedded database; `cacheMs` is PARLEY_SESSION_CACHE_MS. */
async function startParley(
  name: string,
  cacheMs: number,
): Promise<{ port: number; host: string; cookie: string }> {
  const port = await freePort();
  const env = {
    PORT: String(port),
    PARLEY_DATA_DIR: path.join(tmp, name),
    PARLEY_DEMO_PASSWORD: PASSWORD,
    PARLEY_SESSION_CACHE_MS: String(cacheMs),
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
  };
  children.push(await startProcess(["server/src/server.ts"], env, /Parley is running/));
  const host = `acme.localhost:${port}`;
  const { cookie } = await signInOwner(port, PASSWORD, host);
  const check = await http(port, "/api/v1/members/detail", { host, headers: { cookie } });
  if (check.status !== 200) throw new Error(`members/detail answered ${check.status}`);
  return { port, host, cookie };
}

try {
  const barePort = await freePort();
  children.push(
    await startProcess(["bench/members-detail/bare-server.ts", String(barePort)], {}, /bare listening/),
  );
  const cached = await startParley("cached", 2000);
  const uncached = await startParley("uncached", 0);

  const detail = (s: { port: number; host: string; cookie: string }) =>
    measure(`http://127.0.0.1:${s.port}/api/v1/members/detail`, { host: s.host, cookie: s.cookie });
  const bare = await measure(`http://127.0.0.1:${barePort}/hello`, {});
  const withCache = await detail(cached);
  const oneQuery = await detail(uncached);

  const row = (name: string, r: AutocannonResult) =>
    `| ${name} | ${Math.round(r.requests.average).toLocaleString("en-US")} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.requests.total.toLocaleString("en-US")} | ${r.non2xx + r.errors} |`;
  const share = (r: AutocannonResult) =>
    `${((r.requests.average / bare.requests.average) * 100).toFixed(0)}%`;
  const cpu = os.cpus();
  console.log(
    [
      `### GET /api/v1/members/detail vs a bare Fastify route`,
      ``,
      `${new Date().toISOString().slice(0, 10)}, ${cpu.length} × ${cpu[0]?.model.trim() ?? "cpu"}, Node ${process.version}, ` +
        `autocannon ${connections} connections × ${duration} s each (after 3 s warm-up), loopback, one process per server; ` +
        `Parley on embedded PGlite, LOG_LEVEL=warn.`,
      ``,
      `| route | req/s (mean) | p50 latency | p99 latency | requests | errors + non-2xx |`,
      `|---|---|---|---|---|---|`,
      row("bare Fastify `GET /hello`", bare),
      row("Parley `GET /api/v1/members/detail` (default: session reused 2 s)", withCache),
      row("Parley `GET /api/v1/members/detail` (PARLEY_SESSION_CACHE_MS=0: one query each)", oneQuery),
      ``,
      `Parley serves ${share(withCache)} of the bare route's throughput (${share(oneQuery)} with a query on every request).`,
    ].join("\n"),
  );
  if (withCache.non2xx + withCache.errors + oneQuery.non2xx + oneQuery.errors > 0) process.exitCode = 1;
} finally {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(
    children.map(
      (c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once("exit", resolve))),
    ),
  );
  await rm(tmp, { recursive: true, force: true });
}
