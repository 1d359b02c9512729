// Benchmark: N authenticated websocket clients on /ws/connect/ (the `ws` client, loopback only).
//   node bench/websocket/run.ts [--clients 2000] [--members 100] [--messages 20] [--pubsub postgres|redis]
// A throw-away PostgreSQL (scripts/pg-temp.ts) holds acme with `members` members; sessions are
// written straight into it and their access tokens signed with the bench's PARLEY_SECRET, so 2,000
// sockets need no 2,000 password checks (each handshake is still verified by the server: token,
// session row, Origin). Clients are spread over the members (several sockets each, like tabs).
// Scenarios, each printed as a markdown table for docs/benchmarks.md:
//  1. one instance (in-process PubSub): memory per connection; new_messages latency (send request
//     start → frame parsed by the client) in one conversation with every member in it (fan-out to
//     all N sockets), and across one conversation per member (each message to that member's sockets);
//  2. a reconnect storm: every client drops and reconnects after the client's first backoff step
//     (1 s ± 20 %): time until all are open again and have received a probe event;
//  3. two instances (PostgreSQL LISTEN/NOTIFY, or with `--pubsub redis` Redis pub/sub on a throw-away
//     redis-server), half the clients on each, the fan-out sent to A;
//  4. the baseline peer: a bare `ws` broadcaster (bare-broadcast-server.ts) with the same clients,
//     frame and sends — the floor of an HTTP-triggered fan-out on this machine.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { startTempPostgres } from "../../scripts/pg-temp.ts";
import { migrate } from "../../server/src/lib/db/migrator.ts";
import { openPostgres } from "../../server/src/lib/db/pg-driver.ts";
import { createAccessTokenCodec } from "../../server/src/modules/auth/access-token.ts";
import { insertSession } from "../../server/src/modules/auth/repository.ts";
import { insertMember } from "../../server/src/modules/members/repository.ts";
import { seedDemo } from "../../server/src/modules/ops/seed.ts";
import { startRedis } from "@parley/test-fakes/redis-server";
import type { RedisServer } from "@parley/test-fakes/redis-server";
import { markdownTable } from "../common/markdown-table.ts";
import { percentile, round } from "../common/stats.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const { values } = parseArgs({
  options: {
    clients: { type: "string" },
    members: { type: "string" },
    messages: { type: "string" },
    port: { type: "string" },
    pubsub: { type: "string" },
  },
});
const CLIENTS = Number(values.clients ?? 2000);
const MEMBERS = Number(values.members ?? 100);
const MESSAGES = Number(values.messages ?? 20);
const BASE_PORT = Number(values.port ?? 8197);
/** What carries the events between the two instances of scenario 3. */
const PUBSUB = values.pubsub ?? "postgres";
if (PUBSUB !== "postgres" && PUBSUB !== "redis") throw new Error("--pubsub: postgres or redis");
const VIA = PUBSUB === "redis" ? "Redis pub/sub" : "LISTEN/NOTIFY";
const SECRET = "bench-websocket-secret-0123456789abcdef-xyz";
const HOST = "acme.localhost";

interface Member {
  id: number;
  cookie: string;
}

interface Client {
  ws: WebSocket;
  member: Member;
  port: number;
}

const now = () => performance.timeOrigin + performance.now();

function startServer(
  port: number,
  env: NodeJS.ProcessEnv,
  script = "server/src/server.ts",
  ready = "Parley is running",
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, String(port)], {
      cwd: root,
      // Thousands of clients from one loopback address: the per-address connection limit is lifted.
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        LOG_LEVEL: "warn",
        PARLEY_SECRET: SECRET,
        PARLEY_MAX_CONNECTIONS_PER_IP: "100000",
        PARLEY_MAX_CONNECTIONS: "100000",
      },
    });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve(child);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Events by client: each frame parsed, then handed to the current listener. */
let onFrame: (client: Client, frame: { type: string } & Record<string, unknown>, at: number) => void = () =>
  undefined;

function connectClient(port: number, member: Member): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/connect/`, {
      headers: { host: `${HOST}:${port}`, cookie: member.cookie },
      origin: `http://${HOST}:${port}`,
    });
    const client: Client = { ws, member, port };
    ws.on("message", (data) => {
      const at = now();
      onFrame(client, JSON.parse(String(data)) as { type: string } & Record<string, unknown>, at);
    });
    ws.once("open", () => resolve(client));
    ws.once("error", reject);
  });
}

async function connectAll(ports: readonly number[], members: readonly Member[], count: number) {
  const clients: Client[] = [];
  for (let i = 0; i < count; i += 100) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + 100); j++)
      batch.push(connectClient(ports[j % ports.length]!, members[j % members.length]!));
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

async function send(port: number, member: Member, conversationId: number, text: string): Promise<number> {
  const fields: Record<string, string> = { message: text, non_ai: "true" };
  if (conversationId > 0) fields.conversation_id = String(conversationId);
  const body = new URLSearchParams(fields).toString();
  const { status, text: answer } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1/messages/send/",
        method: "POST",
        agent,
        headers: {
          host: `${HOST}:${port}`,
          cookie: `${member.cookie}; parley_csrf=bench`,
          "x-csrf-token": "bench",
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        let data = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (data += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: data }));
      },
    );
    req.once("error", reject);
    req.end(body);
  });
  if (status !== 200) throw new Error(`send failed: ${status} ${answer}`);
  return (JSON.parse(answer) as { data: { conversation_id: number } }).data.conversation_id;
}

/** Sends `texts` one after another (pause between) and collects each delivery's latency by text. */
async function measure(
  clients: readonly Client[],
  expectedPerMessage: (text: string) => number,
  sendAll: (mark: (text: string) => void) => Promise<void>,
  byPort = false,
): Promise<Map<number | "all" | "created", number[]>> {
  const started = new Map<string, number>();
  const pending = new Map<string, number>();
  const latencies = new Map<number | "all" | "created", number[]>([
    ["all", []],
    ["created", []],
  ]);
  let resolveDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (resolveDone = resolve));
  let outstanding = 0;
  onFrame = (client, frame, at) => {
    if (frame.type !== "new_messages") return;
    const message = (frame.messages as Array<{ content: string; timestamp: string }>)[0];
    const text = message?.content ?? "";
    const start = started.get(text);
    if (start === undefined || message === undefined) return;
    const latency = at - start;
    latencies.get("all")!.push(latency);
    latencies.get("created")!.push(at - Date.parse(message.timestamp));
    if (byPort) {
      if (!latencies.has(client.port)) latencies.set(client.port, []);
      latencies.get(client.port)!.push(latency);
    }
    const left = (pending.get(text) ?? 0) - 1;
    pending.set(text, left);
    if (left === 0 && --outstanding === 0) resolveDone();
  };
  await sendAll((text) => {
    started.set(text, now());
    pending.set(text, expectedPerMessage(text));
    outstanding++;
  });
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  void clients;
  return latencies;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (values: readonly number[], p: number) => `${round(percentile(values, p), 1)} ms`;

async function main(): Promise<void> {
  const pg = await startTempPostgres();
  const dataDirs: string[] = [];
  const servers: ChildProcess[] = [];
  let redis: RedisServer | undefined;
  try {
    // Workspace, members, sessions, tokens.
    const db = await openPostgres(pg.url, { max: 4 });
    await migrate(db);
    const seed = await seedDemo(db, { password: "bench-password-1" });
    void seed;
    const account = (await db.query<{ id: number }>("SELECT id FROM accounts WHERE subdomain = 'acme'"))[0]!;
    const owner = (
      await db.query<{ id: number }>(
        "SELECT id FROM members WHERE account_id = $1 AND role = 'owner' ORDER BY id LIMIT 1",
        [account.id],
      )
    )[0]!;
    const codec = createAccessTokenCodec(SECRET);
    const session = async (memberId: number): Promise<Member> => {
      const sid = randomUUID();
      await insertSession(db, account.id, {
        id: sid,
        memberId,
        userAgent: "bench",
        ip: "127.0.0.1",
        expiresAt: new Date(Date.now() + 3600_000),
      });
      const token = codec.sign({
        sid,
        mid: memberId,
        aid: account.id,
        sub: "acme",
        exp: Math.floor(Date.now() / 1000) + 3600,
      });
      return { id: memberId, cookie: `parley_access=${token}` };
    };
    const members: Member[] = [await session(owner.id)];
    for (let i = 1; i < MEMBERS; i++) {
      const row = await insertMember(db, account.id, {
        email: `bench${i}@acme.test`,
        name: `Bench ${i}`,
        role: "member",
        passwordHash: "not-a-password",
      });
      members.push(await session(row.id));
    }

    const env = { DATABASE_URL: pg.url, PARLEY_REALTIME_SESSION_CHECK_MS: "60000" };
    const newDir = async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), "parley-bench-ws-"));
      dataDirs.push(dir);
      return dir;
    };

    // 1. One instance, in-process PubSub.
    const single = await startServer(BASE_PORT, {
      ...env,
      PARLEY_PUBSUB: "in-process",
      PARLEY_DATA_DIR: await newDir(),
    });
    servers.push(single);
    await pause(1000);
    const rssBefore = rssMiB(single.pid!);
    const connectStart = now();
    const clients = await connectAll([BASE_PORT], members, CLIENTS);
    const connectMs = now() - connectStart;
    await pause(2000);
    const rssAfter = rssMiB(single.pid!);
    const perClient = new Map<number, number>();
    for (const client of clients) perClient.set(client.member.id, (perClient.get(client.member.id) ?? 0) + 1);

    // One conversation with every member.
    const shared = await send(BASE_PORT, members[0]!, 0, "bench fan-out start");
    await db.query(
      `INSERT INTO conversation_participants (account_id, conversation_id, member_id)
       SELECT account_id, $2, id FROM members WHERE account_id = $1 ON CONFLICT DO NOTHING`,
      [account.id, shared],
    );
    await pause(500);
    const fanOut = await measure(
      clients,
      () => clients.length,
      async (mark) => {
        for (let i = 0; i < MESSAGES; i++) {
          const text = `fan-out ${i}`;
          mark(text);
          await send(BASE_PORT, members[0]!, shared, text);
          await pause(250);
        }
      },
    );

    // One conversation per member, every member sending at once.
    const own = new Map<number, number>();
    for (const member of members) own.set(member.id, await send(BASE_PORT, member, 0, `own ${member.id}`));
    await pause(500);
    const many = await measure(
      clients,
      (text) => perClient.get(Number(text.split(" ")[2])) ?? 0,
      async (mark) => {
        for (let round = 0; round < 5; round++) {
          await Promise.all(
            members.map((member) => {
              const text = `many ${round} ${member.id}`;
              mark(text);
              return send(BASE_PORT, member, own.get(member.id)!, text);
            }),
          );
          await pause(500);
        }
      },
    );

    // 2. Reconnect storm.
    for (const client of clients) client.ws.terminate();
    await pause(1000);
    const stormStart = now();
    const reconnected = await Promise.all(
      clients.map(
        (client) =>
          new Promise<Client>((resolve, reject) => {
            setTimeout(
              () => {
                connectClient(BASE_PORT, client.member).then(resolve, reject);
              },
              1000 * (0.8 + 0.4 * Math.random()),
            );
          }),
      ),
    );
    const stormOpenMs = now() - stormStart;
    const probe = await measure(
      reconnected,
      () => reconnected.length,
      async (mark) => {
        mark("probe after storm");
        await send(BASE_PORT, members[0]!, shared, "probe after storm");
      },
    );
    const stormAllMs = now() - stormStart;
    for (const client of reconnected) client.ws.terminate();
    await stopServer(single);

    // 3. Two instances on PostgreSQL LISTEN/NOTIFY, or on Redis pub/sub (--pubsub redis).
    const portA = BASE_PORT + 1;
    const portB = BASE_PORT + 2;
    if (PUBSUB === "redis") redis = await startRedis();
    const pubsubEnv =
      redis === undefined ? { PARLEY_PUBSUB: "postgres" } : { PARLEY_PUBSUB: "redis", REDIS_URL: redis.url };
    servers.push(await startServer(portA, { ...env, ...pubsubEnv, PARLEY_DATA_DIR: await newDir() }));
    servers.push(await startServer(portB, { ...env, ...pubsubEnv, PARLEY_DATA_DIR: await newDir() }));
    const split = await connectAll([portA, portB], members, CLIENTS);
    await pause(1000);
    const cross = await measure(
      split,
      () => split.length,
      async (mark) => {
        for (let i = 0; i < MESSAGES; i++) {
          const text = `two instances ${i}`;
          mark(text);
          await send(portA, members[0]!, shared, text);
          await pause(250);
        }
      },
      true,
    );
    for (const client of split) client.ws.terminate();
    await db.close();

    // 4. Baseline peer in the same run: a bare `ws` broadcaster (no auth, tenant, database or
    // pub/sub), same clients, same frame, same sends.
    const barePort = BASE_PORT + 3;
    servers.push(await startServer(barePort, {}, "bench/websocket/bare-broadcast-server.ts", "listening"));
    const bareClients = await connectAll([barePort], members, CLIENTS);
    await pause(1000);
    const bare = await measure(
      bareClients,
      () => bareClients.length,
      async (mark) => {
        for (let i = 0; i < MESSAGES; i++) {
          const text = `bare ${i}`;
          mark(text);
          await send(barePort, members[0]!, 1, text);
          await pause(250);
        }
      },
    );
    for (const client of bareClients) client.ws.terminate();

    const cpu = os.cpus()[0]?.model ?? "unknown CPU";
    console.log(
      `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${cpu}, load ${os
        .loadavg()
        .map((l) => round(l, 1))
        .join(" / ")}, Node ${process.version}`,
    );
    console.log(`${CLIENTS} clients over ${MEMBERS} members; ${MESSAGES} fan-out messages.\n`);
    const row = (name: string, values: readonly number[], expected: number, created?: readonly number[]) => [
      name,
      `${values.length} / ${expected}`,
      ms(values, 50),
      ms(values, 99),
      ms(values, 100),
      created ? `${ms(created, 50)} / ${ms(created, 99)}` : "",
    ];
    console.log(
      markdownTable(
        ["scenario", "deliveries", "p50", "p99", "max", "from the row's insert: p50 / p99"],
        [
          row(
            "one instance: one conversation, all clients",
            fanOut.get("all")!,
            MESSAGES * CLIENTS,
            fanOut.get("created"),
          ),
          row(
            "one instance: a conversation per member, all sending",
            many.get("all")!,
            5 * CLIENTS,
            many.get("created"),
          ),
          row("after the reconnect storm: probe to all", probe.get("all")!, CLIENTS, probe.get("created")),
          row(
            `two instances (${VIA}): sent to A, all clients`,
            cross.get("all")!,
            MESSAGES * CLIENTS,
            cross.get("created"),
          ),
          row("  · clients on A", cross.get(portA) ?? [], (MESSAGES * CLIENTS) / 2),
          row(`  · clients on B (via ${VIA})`, cross.get(portB) ?? [], (MESSAGES * CLIENTS) / 2),
          row(
            "baseline: bare ws broadcaster, all clients",
            bare.get("all")!,
            MESSAGES * CLIENTS,
            bare.get("created"),
          ),
        ],
      ),
    );
    console.log(
      `\nConnect ${CLIENTS} clients (100 at a time): ${round(connectMs / 1000, 1)} s. ` +
        `Server RSS ${round(rssBefore)} MiB → ${round(rssAfter)} MiB: ${round(((rssAfter - rssBefore) * 1024) / CLIENTS, 1)} KiB per connection. ` +
        `Reconnect storm: all ${CLIENTS} open again ${round(stormOpenMs / 1000, 2)} s after the drop began reconnecting (0.8–1.2 s jittered first retry), ` +
        `probe delivered to all ${round(stormAllMs / 1000, 2)} s after.`,
    );
  } finally {
    for (const server of servers) await stopServer(server);
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await redis?.stop();
    await pg.stop();
  }
}

await main();
