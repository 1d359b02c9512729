// The baseline of bench/routines-fire: the same number of jobs through pg-boss alone, with no Parley
// around them — each job inserts one row, as a routine run posts one message — on the same PostgreSQL,
// in as many worker processes with the same concurrency. The floor of the job queue on this machine.
//   parent:  await bareQueue({ url, jobs, workers, concurrency })  → seconds until every job's row exists
//   worker:  node bench/routines-fire/bare-queue.ts <url> <concurrency>   (spawned by the parent)
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { PgBoss } from "pg-boss";
import pg from "pg";

const QUEUE = "bench_bare_run";
const SCHEMA = "bench_boss";
const self = fileURLToPath(import.meta.url);

async function worker(url: string, concurrency: number): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: concurrency + 2 });
  const boss = new PgBoss({ connectionString: url, schema: SCHEMA });
  boss.on("error", (error) => console.error(error));
  await boss.start();
  await boss.work<{ n: number }>(
    QUEUE,
    { pollingIntervalSeconds: 0.5, batchSize: 1, localConcurrency: concurrency },
    async ([job]) => {
      await pool.query("INSERT INTO bench_bare_runs (n) VALUES ($1) ON CONFLICT DO NOTHING", [job?.data.n]);
    },
  );
  console.log("bare worker ready");
  process.on("SIGTERM", () => {
    void boss.stop({ graceful: false }).then(() => pool.end().then(() => process.exit(0)));
  });
}

export async function bareQueue(options: {
  url: string;
  jobs: number;
  workers: number;
  concurrency: number;
}): Promise<{ seconds: number; rows: number; twice: number }> {
  const pool = new pg.Pool({ connectionString: options.url, max: 2 });
  await pool.query(
    "CREATE TABLE IF NOT EXISTS bench_bare_runs (n integer PRIMARY KEY, at timestamptz DEFAULT now())",
  );
  const boss = new PgBoss({ connectionString: options.url, schema: SCHEMA });
  await boss.start();
  await boss.createQueue(QUEUE, { retryLimit: 2 });
  const children: ChildProcess[] = [];
  try {
    for (let i = 0; i < options.workers; i++) {
      const child = spawn(process.execPath, [self, options.url, String(options.concurrency)], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      children.push(child);
      await new Promise((resolve) => child.stdout?.once("data", resolve));
    }
    const t0 = Date.now();
    for (let from = 0; from < options.jobs; from += 1000)
      await boss.insert(
        QUEUE,
        Array.from({ length: Math.min(1000, options.jobs - from) }, (_, i) => ({ data: { n: from + i } })),
      );
    for (;;) {
      const [row] = (
        await pool.query<{ rows: number }>("SELECT count(*)::integer AS rows FROM bench_bare_runs")
      ).rows;
      if ((row?.rows ?? 0) >= options.jobs) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (Date.now() - t0) / 1000;
    const [count] = (
      await pool.query<{ rows: number }>("SELECT count(*)::integer AS rows FROM bench_bare_runs")
    ).rows;
    // The primary key refuses a second row: a job run twice shows in pg-boss's own completed count.
    const [done] = (
      await pool.query<{ n: number }>(
        `SELECT count(*)::integer AS n FROM ${SCHEMA}.job WHERE name = $1 AND state = 'completed'`,
        [QUEUE],
      )
    ).rows;
    return { seconds, rows: count?.rows ?? 0, twice: Math.max(0, (done?.n ?? 0) - options.jobs) };
  } finally {
    for (const child of children) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    await boss.stop({ graceful: false });
    await pool.end();
  }
}

if (process.argv[1] === self) await worker(process.argv[2] ?? "", Number(process.argv[3] ?? 4));
