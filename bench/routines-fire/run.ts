// Benchmark: many routines due in the same minute on several server processes sharing one throw-away
// PostgreSQL (scripts/pg-temp.ts). The routines (offline model, one run each) are written straight
// into the database, due at the next whole minute that leaves the servers time to start; then the
// servers' own scheduler (pg-boss cron tick, dispatch, run jobs) fires them. Measured from the due
// minute: first and last run recorded, last message posted, last reply settled; and whether any
// routine posted twice. Prints a markdown table for docs/benchmarks.md.
// With --window (minutes) the measurement ends then even if not every reply settled, and reports how
// far it got (runs recorded, posted, the posting rate).
// The instances run as workers (PARLEY_ROLE=worker, as in production; --role all for the combined role).
// Beside it in the same run, the baseline: as many jobs through pg-boss alone (bare-queue.ts), each
// inserting one row, in as many worker processes with the same concurrency.
//   node bench/routines-fire/run.ts [--routines 10000] [--instances 2] [--concurrency 4] [--window 30] [--role worker]
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startTempPostgres } from "../../scripts/pg-temp.ts";
import { migrate } from "../../server/src/lib/db/migrator.ts";
import { openPostgres } from "../../server/src/lib/db/pg-driver.ts";
import { insertMember } from "../../server/src/modules/members/repository.ts";
import { seedDemo } from "../../server/src/modules/ops/seed.ts";
import { bareQueue } from "./bare-queue.ts";
import { freePort } from "../common/parley-process.ts";
import { markdownTable } from "../common/markdown-table.ts";
import { round } from "../common/stats.ts";
import { REPO_ROOT } from "../common/workloads.ts";

const { values } = parseArgs({
  options: {
    routines: { type: "string" },
    instances: { type: "string" },
    concurrency: { type: "string" },
    window: { type: "string" },
    role: { type: "string" },
  },
});
const ROUTINES = Number(values.routines ?? 10_000);
const INSTANCES = Number(values.instances ?? 2);
const CONCURRENCY = values.concurrency ?? "4";
const WINDOW_MS = Number(values.window ?? 30) * 60_000;
const ROLE = values.role ?? "worker";
const PER_MEMBER = 25;

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["server/src/server.ts"], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: "warn", PARLEY_TITLE_GENERATION: "0", ...env },
    });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Parley is running")) resolve(child);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Progress {
  runs: number;
  posted: number;
  settled: number;
  first_run: Date | null;
  last_run: Date | null;
}

async function main(): Promise<void> {
  const pg = await startTempPostgres();
  const servers: ChildProcess[] = [];
  const dirs: string[] = [];
  const db = await openPostgres(pg.url, { max: 2 });
  try {
    await migrate(db);
    await seedDemo(db, { password: "bench-password-1" });
    const [ids] = await db.query<{ account: number; owner: number; model: number }>(
      `SELECT a.id AS account, m.id AS owner, mo.id AS model FROM accounts a
       JOIN members m ON m.account_id = a.id AND m.role = 'owner'
       JOIN models mo ON mo.account_id = a.id AND mo.is_offline
       WHERE a.subdomain = 'acme' ORDER BY m.id LIMIT 1`,
    );
    if (ids === undefined) throw new Error("no demo workspace");
    // The owners: 25 routines each at most, as PARLEY_ROUTINES_PER_MEMBER allows by default (each run
    // spends one of its owner's sends, PARLEY_SEND_MAX: 60 a minute).
    const owners = [ids.owner];
    for (let i = 1; i < Math.ceil(ROUTINES / PER_MEMBER); i++)
      owners.push(
        (
          await insertMember(db, ids.account, {
            email: `bench-routines-${i}@acme.test`,
            name: `Bench ${i}`,
            role: "member",
            passwordHash: "not-a-password",
          })
        ).id,
      );
    // Due at the next whole minute at least 40 s away (the servers start meanwhile).
    const due = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
    const start = due.toISOString().slice(0, 16);
    const inserted = Date.now();
    await db.query(
      `WITH o AS (
         SELECT owner, ordinality FROM unnest($2::integer[]) WITH ORDINALITY AS o(owner, ordinality)
       ), c AS (
         INSERT INTO conversations (account_id, owner_id, name, is_routine, name_is_auto)
         SELECT $1, o.owner, 'Bench routine ' || g, true, false
         FROM generate_series(0, $3 - 1) g JOIN o ON o.ordinality = 1 + g % cardinality($2::integer[])
         RETURNING id, owner_id
       ), p AS (
         INSERT INTO conversation_participants (account_id, conversation_id, member_id, role)
         SELECT $1, id, owner_id, 'owner' FROM c
       )
       INSERT INTO routines (account_id, conversation_id, owner_id, content, model_id, start_date, timezone,
                             schedule, next_run)
       SELECT $1, id, owner_id, 'Summarise the week in one line', $4, $5, 'UTC', NULL, $6 FROM c`,
      [ids.account, `{${owners.join(",")}}`, ROUTINES, ids.model, start, due],
    );
    console.log(`${ROUTINES} routines written in ${Date.now() - inserted} ms, due ${due.toISOString()}`);

    for (let i = 0; i < INSTANCES; i++) {
      const dir = await mkdtemp(path.join(os.tmpdir(), "parley-bench-routines-"));
      dirs.push(dir);
      servers.push(
        await startServer({
          DATABASE_URL: pg.url,
          PORT: String(await freePort()),
          PARLEY_DATA_DIR: dir,
          PARLEY_OFFLINE_CHUNK_DELAY_MS: "0",
          PARLEY_ROUTINE_POLL_SECONDS: "0.5",
          PARLEY_ROUTINE_CONCURRENCY: CONCURRENCY,
          PARLEY_ROLE: ROLE,
        }),
      );
    }
    console.log(`${INSTANCES} servers up; waiting for ${due.toISOString()}`);
    await pause(Math.max(0, due.getTime() - Date.now()));

    let progress: Progress | undefined;
    let allPostedAt: number | undefined;
    let allSettledAt: number | undefined;
    const deadline = Date.now() + WINDOW_MS;
    let reported = 0;
    while (Date.now() < deadline) {
      [progress] = await db.query<Progress>(
        `SELECT (SELECT count(*)::integer FROM routine_runs WHERE account_id = $1) AS runs,
                (SELECT count(*)::integer FROM routine_runs WHERE account_id = $1 AND status = 'posted') AS posted,
                (SELECT count(*)::integer FROM routine_runs r JOIN messages m
                   ON m.account_id = r.account_id AND m.id = r.assistant_message_id
                 WHERE r.account_id = $1 AND m.status <> 'streaming') AS settled,
                (SELECT min(created_at) FROM routine_runs WHERE account_id = $1) AS first_run,
                (SELECT max(created_at) FROM routine_runs WHERE account_id = $1) AS last_run`,
        [ids.account],
      );
      if (progress === undefined) break;
      if (Date.now() - reported > 15_000) {
        reported = Date.now();
        const { runs, posted, settled } = progress;
        console.log(
          `${round((Date.now() - due.getTime()) / 1000, 0)} s: ${runs} recorded, ${posted} posted, ${settled} settled`,
        );
      }
      if (allPostedAt === undefined && progress.posted >= ROUTINES) allPostedAt = Date.now();
      if (progress.settled >= ROUTINES) {
        allSettledAt = Date.now();
        break;
      }
      await pause(250);
    }
    if (progress === undefined) throw new Error("no progress read");
    const ended = allSettledAt ?? Date.now();
    const [twice] = await db.query<{ routines: number; messages: number }>(
      `SELECT count(*) FILTER (WHERE n > 1)::integer AS routines, coalesce(sum(n), 0)::integer AS messages
       FROM (SELECT count(*) AS n FROM messages WHERE account_id = $1 AND sent_by_routine GROUP BY conversation_id) t`,
      [ids.account],
    );
    const seconds = (at: Date | number | null | undefined) =>
      at === null || at === undefined
        ? "—"
        : `${round((new Date(at).getTime() - due.getTime()) / 1000, 1)} s`;
    const cpu = os.cpus()[0]?.model ?? "?";
    console.log(
      `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${cpu}, ${round(os.totalmem() / 2 ** 30, 0)} GB, load ${os
        .loadavg()
        .map((l) => round(l, 1))
        .join(" / ")}\n`,
    );
    console.log(
      markdownTable(
        [
          "routines",
          "instances",
          "first run recorded",
          "last run recorded",
          "all posted",
          "all replies settled",
          "posted per second",
          "user messages",
          "routines posted twice",
        ],
        [
          [
            String(ROUTINES),
            String(INSTANCES),
            seconds(progress.first_run),
            seconds(progress.last_run),
            allPostedAt === undefined
              ? `not in ${WINDOW_MS / 60_000} min (${progress.posted})`
              : seconds(allPostedAt),
            allSettledAt === undefined
              ? `not in ${WINDOW_MS / 60_000} min (${progress.settled})`
              : seconds(allSettledAt),
            String(
              round(
                progress.posted / Math.max(1, (ended - new Date(progress.first_run ?? due).getTime()) / 1000),
                1,
              ),
            ),
            String(twice?.messages ?? 0),
            String(twice?.routines ?? 0),
          ],
        ],
      ),
    );
    for (const server of servers.splice(0)) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    const bare = await bareQueue({
      url: pg.url,
      jobs: ROUTINES,
      workers: INSTANCES,
      concurrency: Number(CONCURRENCY),
    });
    console.log(
      `\n**Baseline in the same run** (pg-boss alone, ${INSTANCES} worker processes × ${CONCURRENCY}, each job one INSERT): ` +
        `${bare.rows} of ${ROUTINES} jobs done in ${round(bare.seconds, 1)} s (${round(bare.rows / bare.seconds, 0)} a second), ` +
        `${bare.twice} run twice.`,
    );
  } finally {
    for (const server of servers) {
      if (server.exitCode !== null) continue;
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    await db.close();
    await pg.stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

await main();
