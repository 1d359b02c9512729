// Three instances on one PostgreSQL with skewed clocks (−40 s, 0, +40 s) dispatch and run the same
// routines: every due run fires exactly once (counted in messages). A real server process killed in
// the middle of a run (after posting, while telling the owner) leaves its job to expire; another
// instance retries it once and posts nothing twice. Uses DATABASE_URL, or a throw-away PostgreSQL.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import type { Server, Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTempPostgres } from "../../../../scripts/pg-temp.ts";
import type { TempPostgres } from "../../../../scripts/pg-temp.ts";
import { buildApp } from "../../../src/app.ts";
import { createTestClock } from "../../../src/lib/clock.ts";
import type { TestClock } from "../../../src/lib/clock.ts";
import type { Database } from "../../../src/lib/db/database.ts";
import { migrate } from "../../../src/lib/db/migrator.ts";
import { openPostgres } from "../../../src/lib/db/pg-driver.ts";
import { createPostgresPubSub } from "../../../src/lib/pubsub/postgres.ts";
import type { PubSub } from "../../../src/lib/pubsub/pubsub.ts";
import { findMemberByEmail } from "../../../src/modules/members/repository.ts";
import { seedDemo } from "../../../src/modules/ops/seed.ts";
import type { RunOutcome } from "../../../src/modules/routines/run.ts";
import { instantToLocal } from "../../../src/modules/routines/schedule.ts";
import { createRoutine } from "../../../src/modules/routines/service.ts";
import { accountId, offlineModelId } from "../../helpers/conversations.ts";
import { httpRequest, signIn, startServer } from "../../helpers/processes.ts";
import { ACME, testConfig } from "../../helpers/test-app.ts";
import { createPostgresDatabase } from "../../helpers/test-database.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ENV = {
  PARLEY_ROUTINES_SCHEDULER: "on",
  PARLEY_ROUTINE_POLL_SECONDS: "0.5",
  PARLEY_ROUTINE_RUN_TIMEOUT_SECONDS: "3",
  PARLEY_OFFLINE_CHUNK_DELAY_MS: "0",
};

interface Instance {
  app: FastifyInstance;
  db: Database;
  bus: PubSub;
  clock: TestClock;
  tmp: string;
  outcomes: RunOutcome[];
}

let temp: TempPostgres | undefined;
let drop: (() => Promise<void>) | undefined;
let url = "";
let setup: Database;
let acme = 0;
let ownerId = 0;
let modelId = 0;
const instances: Instance[] = [];

async function instance(skewMs: number, env: Record<string, string> = {}): Promise<Instance> {
  const tmp = await mkdtemp(path.join(tmpdir(), "parley-routines-"));
  const db = await openPostgres(url, { max: 6 });
  const bus = await createPostgresPubSub({ url });
  const clock = createTestClock(skewMs);
  const outcomes: RunOutcome[] = [];
  const app = await buildApp(testConfig(tmp, { ...ENV, ...env }), {
    db,
    pubsub: bus,
    clock,
    onRoutineRun: (_job, outcome) => outcomes.push(outcome),
  });
  const created = { app, db, bus, clock, tmp, outcomes };
  instances.push(created);
  return created;
}

async function close(target: Instance): Promise<void> {
  instances.splice(instances.indexOf(target), 1);
  await target.app.close();
  await target.bus.close();
  await target.db.close();
  await rm(target.tmp, { recursive: true, force: true });
}

/** A routine of the acme owner whose first run is `inMs` from now (real time), hourly. */
async function routineIn(inMs: number, content: string): Promise<number> {
  const zone = "UTC+01:00";
  const routine = await createRoutine(
    setup,
    { now: () => Date.now() },
    acme,
    ownerId,
    {
      content,
      model_id: modelId,
      start_date: instantToLocal(Date.now() + inMs, zone),
      schedule: { every: 1, period: "hours", end_type: "never", end_value: null },
      timezone: zone,
    },
    25,
  );
  return routine.id;
}

async function routineMessages(
  ids: readonly number[],
): Promise<{ conversation_id: number; count: number }[]> {
  return setup.query(
    `SELECT conversation_id, count(*)::integer AS count FROM messages
     WHERE account_id = $1 AND sent_by_routine AND conversation_id = ANY($2::int[])
     GROUP BY conversation_id ORDER BY conversation_id`,
    [acme, `{${ids.join(",")}}`],
  );
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) {
    temp = await startTempPostgres();
    process.env.DATABASE_URL = temp.url;
  }
  const database = await createPostgresDatabase();
  drop = database.drop;
  url = database.url;
  setup = await openPostgres(url, { max: 2 });
  await migrate(setup);
  await seedDemo(setup, { password: ACME.password });
  acme = await accountId(setup, "acme");
  ownerId = (await findMemberByEmail(setup, acme, ACME.email))?.id ?? 0;
  modelId = await offlineModelId(setup);
}, 120_000);

afterAll(async () => {
  for (const i of [...instances]) await close(i);
  await setup.close();
  await drop?.();
  if (temp !== undefined) {
    delete process.env.DATABASE_URL;
    await temp.stop();
  }
});

describe("routines on several instances", { timeout: 120_000 }, () => {
  it("fires every due run once on three instances with skewed clocks", async () => {
    const [a, b, c] = [await instance(-40_000), await instance(0), await instance(40_000)];
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) ids.push(await routineIn(2 * MINUTE + i * 2000, `Routine ${i}`));

    // Time moves on every instance at once, each dispatching by its own clock, several times over.
    for (const slot of [0, 1]) {
      for (const i of [a, b, c]) i.clock.advance(slot === 0 ? 3 * MINUTE : HOUR);
      for (let round = 0; round < 3; round++)
        await Promise.all([a, b, c].map(async (i) => (await i.app.routineScheduler)?.dispatchNow()));
      await expect
        .poll(async () => (await routineMessages(ids)).map((r) => r.count), {
          timeout: 30_000,
          interval: 250,
        })
        .toEqual(ids.map(() => slot + 1));
    }
    const runs = await setup.query<{ count: number; times: number }>(
      `SELECT count(*)::integer AS count,
              (SELECT sum(total_times)::integer FROM routines WHERE account_id = $1) AS times
       FROM routine_runs WHERE account_id = $1`,
      [acme],
    );
    expect(runs[0]).toEqual({ count: 48, times: 48 });
    // Every run was worked to its end by one of the instances.
    const posted = () =>
      [a, b, c].map((i) => i.outcomes.filter((o) => o === "posted").length).reduce((x, y) => x + y, 0);
    await expect.poll(posted, { timeout: 10_000 }).toBe(48);
    for (const i of [a, b, c]) await close(i);
  }, 120_000);

  it("retries once, elsewhere, the run of an instance killed mid-run, and posts nothing twice", async () => {
    // An SMTP server that accepts and never answers: the killed instance is stuck telling the owner.
    const stuck: Socket[] = [];
    let connected: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (connected = resolve));
    const smtp: Server = createServer((socket) => {
      stuck.push(socket);
      connected();
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const smtpPort = (smtp.address() as { port: number }).port;
    const tmp = await mkdtemp(path.join(tmpdir(), "parley-killed-"));
    const killed = await startServer({
      ...ENV,
      DATABASE_URL: url,
      PARLEY_DATA_DIR: tmp,
      PARLEY_TEST_CLOCK: "true",
      PARLEY_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    try {
      const id = await routineIn(2 * MINUTE, "Killed mid-run");
      const cookie = await signIn(killed.port, ACME.host, ACME.email, ACME.password);
      const csrf = /parley_csrf=([^;]+)/.exec(cookie)?.[1] ?? "";
      const moved = await httpRequest(killed.port, ACME.host, "/api/v1/test/clock/advance/", {
        method: "POST",
        headers: {
          cookie,
          "x-csrf-token": csrf,
          "content-type": "application/json",
          origin: `http://${ACME.host}`,
        },
        body: JSON.stringify({ ms: 3 * MINUTE }),
      });
      expect(moved.status, moved.body).toBe(200);
      await reached;
      expect((await routineMessages([id]))[0]?.count).toBe(1);
      killed.child.kill("SIGKILL");
      await new Promise((resolve) => killed.child.once("exit", resolve));

      // Another instance (its clock where the dead one's was) finds the expired job and retries it.
      const other = await instance(3 * MINUTE);
      await expect.poll(() => other.outcomes, { timeout: 30_000, interval: 250 }).toEqual(["skipped"]);
      expect((await routineMessages([id]))[0]?.count).toBe(1);
      const jobs = await setup.query<{ state: string; retry_count: number }>(
        "SELECT state, retry_count FROM pgboss.job WHERE name = 'routine-run' AND data->>'runId' IS NOT NULL AND (data->>'accountId')::int = $1 ORDER BY created_on DESC LIMIT 1",
        [acme],
      );
      expect(jobs[0]).toMatchObject({ state: "completed", retry_count: 1 });
      const run = await setup.query<{ status: string; attempts: number }>(
        "SELECT status, attempts FROM routine_runs WHERE account_id = $1 AND routine_id = $2",
        [acme, id],
      );
      expect(run).toEqual([{ status: "posted", attempts: 1 }]);
    } finally {
      if (killed.child.exitCode === null) killed.child.kill("SIGKILL");
      for (const socket of stuck) socket.destroy();
      await new Promise((resolve) => smtp.close(resolve));
      await rm(tmp, { recursive: true, force: true });
    }
  }, 120_000);
});
