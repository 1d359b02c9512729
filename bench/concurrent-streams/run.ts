// Benchmark: many streaming replies at once on one Parley instance — the server's event-loop delay
// while they stream, and its memory before, at the peak and after they end, round after round (flat
// memory = nothing kept per finished reply). Production shape: a throw-away PostgreSQL
// (scripts/pg-temp.ts), one `server/src/server.ts`, the real OpenAI-compatible provider path against
// the fake provider (test-fakes/) streaming each reply at a steady model-like pace. Each reply is sent
// (POST send, a new conversation each) and read whole (POST stream) by a client that checks its text.
// Beside it in the same run, the baseline: a bare relay (bare-relay-server.ts: fetch, parse, write —
// nothing stored) serving the same streams from the same provider. Loopback only.
//   node bench/concurrent-streams/run.ts [--streams 500] [--rounds 3] [--chars 1500] [--rate 50]
// --rate: provider events (of 4 characters) per second per stream; 50 is about a fast hosted model.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, request } from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startFakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import { startTempPostgres } from "../../scripts/pg-temp.ts";
import { migrate } from "../../server/src/lib/db/migrator.ts";
import { openPostgres } from "../../server/src/lib/db/pg-driver.ts";
import { seedDemo } from "../../server/src/modules/ops/seed.ts";
import { markdownTable } from "../common/markdown-table.ts";
import { heapAfterGc } from "../common/inspector-gc.ts";
import {
  addProviderModel,
  freePort,
  http,
  startParleyProcess,
  type ParleyProcess,
} from "../common/parley-process.ts";
import { percentile, round } from "../common/stats.ts";
import { REPO_ROOT } from "../common/workloads.ts";

const { values } = parseArgs({
  options: {
    streams: { type: "string" },
    rounds: { type: "string" },
    chars: { type: "string" },
    rate: { type: "string" },
  },
});
const STREAMS = Number(values.streams ?? 500);
const ROUNDS = Number(values.rounds ?? 3);
const CHARS = Number(values.chars ?? 1500);
const RATE = Number(values.rate ?? 50);
const PASSWORD = "bench-password-1";
const SETTLE_MS = 5000;

// Plain words, so DLP and markdown see ordinary prose.
const WORDS = ["the", "plan", "numbers", "quarter", "team", "review", "launch", "notes", "draft", "ready"];
const reply = Array.from({ length: Math.ceil(CHARS / 4) }, (_, i) => WORDS[i % WORDS.length])
  .join(" ")
  .slice(0, CHARS);

const fake = await startFakeOpenAI({ script: () => ({ text: reply, chunkSize: 4, pacing: RATE }) });
// Enough sockets for every stream at once, and no per-socket wait between requests.
const agent = new Agent({ keepAlive: true, maxSockets: STREAMS * 2 });

/** One POST whose body is read whole: the text and how long it took. */
function post(port: number, pathname: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: "POST",
        agent,
        headers: { host: "acme.localhost", ...headers },
      },
      (res) => {
        res.setEncoding("utf8");
        let text = "";
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

interface Target {
  name: string;
  pid: number;
  /** Its inspector's port: the heap is read after a full collection. */
  inspectPort: number;
  /** One reply streamed whole; resolves with its text. */
  stream(): Promise<string>;
  /** Event-loop delay p99 (ms) since the last call. */
  stats(): Promise<{ p99Ms: number }>;
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU seconds (user + system) the process used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command's closing parenthesis).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function metric(text: string, name: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return Number(line?.split(" ").at(-1) ?? Number.NaN);
}

function parleyTarget(parley: ParleyProcess, modelId: number, inspectPort: number): Target {
  return {
    name: "Parley (send + stream, stored)",
    pid: parley.pid,
    inspectPort,
    async stream() {
      const sent = await post(
        parley.port,
        "/api/v1/messages/send/",
        parley.headers,
        JSON.stringify({ message: "Stream the reply", model_id: modelId, conversation_id: 0 }),
      );
      if (sent.status !== 200) throw new Error(`send: ${sent.status} ${sent.text}`);
      const id = (JSON.parse(sent.text) as { data: { assistant_message_id: number } }).data
        .assistant_message_id;
      const streamed = await post(
        parley.port,
        "/api/v1/messages/stream/",
        parley.headers,
        JSON.stringify({ message_id: id }),
      );
      return streamed.text;
    },
    async stats() {
      const text = (await http(parley.port, "/metrics")).body;
      return { p99Ms: metric(text, "parley_nodejs_eventloop_lag_p99_seconds") * 1000 };
    },
  };
}

function bareTarget(port: number, child: ChildProcess, inspectPort: number): Target {
  return {
    name: "bare relay (baseline: nothing stored)",
    pid: child.pid ?? 0,
    inspectPort,
    async stream() {
      return (await post(port, "/", {}, "")).text;
    },
    async stats() {
      return JSON.parse((await http(port, "/stats")).body) as { p99Ms: number };
    },
  };
}

interface Round {
  p99Ms: number;
  seconds: number;
  cpu: number;
  heapBefore: number;
  peakRss: number;
  heapAfter: number;
  rssAfter: number;
  lastMs: number[];
}

async function round_(target: Target): Promise<Round> {
  const heapBefore = (await heapAfterGc(target.inspectPort)) / 2 ** 20;
  await target.stats(); // resets the delay histogram
  let peakRss = rssMiB(target.pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(target.pid))), 250);
  const cpu0 = cpuSeconds(target.pid);
  const t0 = performance.now();
  const lastMs: number[] = [];
  const texts = await Promise.all(
    Array.from({ length: STREAMS }, async () => {
      const text = await target.stream();
      lastMs.push(performance.now() - t0);
      return text;
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuSeconds(target.pid) - cpu0;
  const { p99Ms } = await target.stats();
  clearInterval(sampler);
  const wrong = texts.filter((t) => t !== reply).length;
  if (wrong > 0) throw new Error(`${target.name}: ${wrong} of ${STREAMS} replies arrived changed`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const heapAfter = (await heapAfterGc(target.inspectPort)) / 2 ** 20;
  return { p99Ms, seconds, cpu, heapBefore, peakRss, heapAfter, rssAfter: rssMiB(target.pid), lastMs };
}

const tmp = await mkdtemp(path.join(os.tmpdir(), "parley-streams-"));
const pg = await startTempPostgres();
let parley: ParleyProcess | undefined;
let bare: ChildProcess | undefined;
try {
  const db = await openPostgres(pg.url, { max: 2 });
  await migrate(db);
  await seedDemo(db, { password: PASSWORD });
  await db.close();
  const parleyInspect = await freePort();
  parley = await startParleyProcess({
    tmp,
    password: PASSWORD,
    nodeArgs: [`--inspect=127.0.0.1:${parleyInspect}`],
    env: {
      DATABASE_URL: pg.url,
      PARLEY_SECRET: "bench-concurrent-streams-secret-0123456789",
      PARLEY_SEND_MAX: "1000000",
      PARLEY_MAX_CONNECTIONS_PER_IP: "100000",
      PARLEY_MAX_CONNECTIONS: "100000",
    },
  });
  const modelId = await addProviderModel(parley, fake.baseURL, {
    name: "fake-paced",
    displayName: "Fake paced",
  });
  const parleyT = parleyTarget(parley, modelId, parleyInspect);
  const barePort = await freePort();
  const bareInspect = await freePort();
  bare = spawn(
    process.execPath,
    [
      `--inspect=127.0.0.1:${bareInspect}`,
      "bench/concurrent-streams/bare-relay-server.ts",
      String(barePort),
      fake.baseURL,
    ],
    {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise((resolve) => bare?.stdout?.once("data", resolve));
  const bareT = bareTarget(barePort, bare, bareInspect);

  const rows: string[][] = [];
  for (const target of [bareT, parleyT]) {
    // Warm-up: code paths compiled, pools filled.
    await Promise.all(Array.from({ length: 20 }, () => target.stream()));
    for (let r = 1; r <= ROUNDS; r++) {
      const m = await round_(target);
      rows.push([
        target.name,
        String(r),
        `${round(m.seconds, 1)} s`,
        `${round(percentile(m.lastMs, 99) / 1000, 1)} s`,
        `${round(m.cpu, 1)} s`,
        `${round(m.p99Ms, 1)} ms`,
        `${round(m.heapBefore, 0)} MiB`,
        `${round(m.peakRss, 0)} MiB`,
        `${round(m.heapAfter, 0)} MiB`,
        `${round(m.rssAfter, 0)} MiB`,
      ]);
      console.error(rows.at(-1)?.join(" | "));
    }
  }
  const cpu = os.cpus();
  const streamSeconds = CHARS / 4 / RATE;
  console.log(
    [
      "### Concurrent streaming replies on one instance (`bench/concurrent-streams/`)",
      "",
      `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${cpu.length} × ${cpu[0]?.model.trim() ?? "cpu"}, ` +
        `${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, loopback, load average before ${os.loadavg()[0]?.toFixed(1)}. ` +
        `${STREAMS} replies at once per round, each ${CHARS.toLocaleString("en-US")} characters in 4-character events at ` +
        `${RATE} events/s (${streamSeconds} s of streaming each) from the fake OpenAI-compatible provider; every text checked. ` +
        `Parley: one instance on a throw-away PostgreSQL, each reply a new conversation (send, then stream). ` +
        `Event-loop delay p99 over the round (monitorEventLoopDelay, 10 ms resolution); heap in use after a full collection (through the inspector) before the round and ${SETTLE_MS / 1000} s after it ended; peak RSS sampled every 250 ms; server CPU = user + system seconds of the server process during the round.`,
      "",
      markdownTable(
        [
          "server",
          "round",
          "all replies done",
          "p99 reply done",
          "server CPU",
          "event-loop delay p99",
          "heap before (after GC)",
          "peak RSS",
          "heap after (after GC)",
          "RSS after",
        ],
        rows,
      ),
    ].join("\n"),
  );
} finally {
  bare?.kill("SIGTERM");
  await parley?.stop();
  await fake.stop();
  await pg.stop();
  await rm(tmp, { recursive: true, force: true });
  agent.destroy();
}
