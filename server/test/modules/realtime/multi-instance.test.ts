// Two app instances on one PostgreSQL database, each with its own pool and cross-instance PubSub —
// once over LISTEN/NOTIFY, once over Redis pub/sub: a message sent through A reaches a socket connected
// to B, a reply generated on A streams to a reader on B, and a logout on A closes the session's socket
// on B. Uses DATABASE_URL, or a throw-away PostgreSQL started here, and a throw-away Redis.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTempPostgres } from "../../../../scripts/pg-temp.ts";
import type { TempPostgres } from "../../../../scripts/pg-temp.ts";
import { buildApp } from "../../../src/app.ts";
import type { Database } from "../../../src/lib/db/database.ts";
import { migrate } from "../../../src/lib/db/migrator.ts";
import { openPostgres } from "../../../src/lib/db/pg-driver.ts";
import { createPostgresPubSub } from "../../../src/lib/pubsub/postgres.ts";
import type { PubSub } from "../../../src/lib/pubsub/pubsub.ts";
import { createRedisPubSub } from "../../../src/lib/pubsub/redis.ts";
import { seedDemo } from "../../../src/modules/ops/seed.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { offlineModelId, signedInMember } from "../../helpers/conversations.ts";
import { startRedis } from "@parley/test-fakes/redis-server";
import type { RedisServer } from "@parley/test-fakes/redis-server";
import { ACME, testConfig } from "../../helpers/test-app.ts";
import { createPostgresDatabase } from "../../helpers/test-database.ts";
import { connect, listen } from "./ws-client.ts";
import type { TestSocket } from "./ws-client.ts";

interface Instance {
  app: FastifyInstance;
  db: Database;
  bus: PubSub;
  tmp: string;
  port: number;
}

type Kind = "postgres" | "redis";

let temp: TempPostgres | undefined;
let redis: RedisServer | undefined;
let databaseUrl: string;
let drop: (() => Promise<void>) | undefined;
const instances: Instance[] = [];
const sockets: TestSocket[] = [];

async function instance(url: string, kind: Kind): Promise<Instance> {
  const tmp = await mkdtemp(path.join(tmpdir(), "parley-instance-"));
  const db = await openPostgres(url, { max: 4 });
  const bus =
    kind === "postgres"
      ? await createPostgresPubSub({ url })
      : await createRedisPubSub({ url: (redis ??= await startRedis()).url });
  const app = await buildApp(testConfig(tmp, { PARLEY_OFFLINE_CHUNK_DELAY_MS: "20" }), { db, pubsub: bus });
  const created = { app, db, bus, tmp, port: await listen(app) };
  instances.push(created);
  return created;
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) {
    temp = await startTempPostgres();
    process.env.DATABASE_URL = temp.url;
  }
  const database = await createPostgresDatabase();
  drop = database.drop;
  const setup = await openPostgres(database.url, { max: 1 });
  await migrate(setup);
  await seedDemo(setup, { password: ACME.password });
  await setup.close();
  databaseUrl = database.url;
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.ws.terminate();
  for (const i of instances) {
    await i.app.close();
    await i.bus.close();
    await i.db.close();
    await rm(i.tmp, { recursive: true, force: true });
  }
  await drop?.();
  await redis?.stop();
  if (temp !== undefined) {
    delete process.env.DATABASE_URL;
    await temp.stop();
  }
});

async function socketOn(target: Instance, client: Client): Promise<TestSocket> {
  const socket = await connect({ port: target.port, host: "acme.localhost", cookie: client.cookieHeader() });
  sockets.push(socket);
  return socket;
}

async function crossInstance(kind: Kind): Promise<void> {
  const a = await instance(databaseUrl, kind);
  const b = await instance(databaseUrl, kind);
  const owner = createClient(a.app, ACME.host);
  expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
  const colleague = await signedInMember(a.app, a.db, `colleague-${kind}@acme.test`);
  const ownerOnB = await socketOn(b, owner);
  const colleagueOnB = await socketOn(b, colleague.client);

  const modelId = await offlineModelId(a.db);
  const res = await owner.post("/api/v1/messages/send/", {
    multipart: { message: "Across instances", model_id: String(modelId) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const sent = res.json<{ data: { conversation_id: number; assistant_message_id: number } }>().data;
  await ownerOnB.next((f) => f.type === "new_messages");

  // The colleague joins (as the collaboration endpoints do) and follows the reply being generated on A
  // through B's stream endpoint.
  await a.db.query(
    "INSERT INTO conversation_participants (account_id, conversation_id, member_id) SELECT account_id, id, $2 FROM conversations WHERE id = $1",
    [sent.conversation_id, colleague.memberId],
  );
  const colleagueViaB = createClient(b.app, ACME.host);
  for (const [k, v] of colleague.client.jar) colleagueViaB.jar.set(k, v);
  const stream = await colleagueViaB.post("/api/v1/messages/stream/", {
    json: { message_id: sent.assistant_message_id },
  });
  expect(stream.statusCode).toBe(200);
  expect(stream.body).toContain("Across instances");
  const settled = await colleagueOnB.next(
    (f) =>
      f.type === "new_messages" &&
      (f.messages as Array<{ id: number; status: string }>)[0]?.status === "complete",
  );
  expect((settled.messages as Array<{ content: string }>)[0]?.content).toBe(stream.body);

  // Logout through A closes the socket on B.
  expect((await owner.post("/api/v1/authentication/logout/", { json: {} })).statusCode).toBe(200);
  expect((await ownerOnB.closed).code).toBe(4401);
  expect(colleagueOnB.ws.readyState).toBe(colleagueOnB.ws.OPEN);
}

it("delivers events from one instance to sockets on the other, and logout closes them everywhere", () =>
  crossInstance("postgres"));

it("does the same with the instances' live events on Redis pub/sub", () => crossInstance("redis"));
