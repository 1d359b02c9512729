// The restore drill as an operator runs it (`npm run restore-drill`): a populated database dumped with
// pg_dump, restored into a scratch database, checked table by table and dropped; a damaged backup and
// a backup from a newer build are refused. On DATABASE_URL's server when set, else a throw-away one.
import { spawn } from "node:child_process";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBinDir, startTempPostgres } from "../../../scripts/pg-temp.ts";
import type { TempPostgres } from "../../../scripts/pg-temp.ts";
import { migrate } from "../../src/lib/db/migrator.ts";
import { openPostgres } from "../../src/lib/db/pg-driver.ts";
import { seedDemo } from "../../src/modules/ops/seed.ts";

const DRILL = fileURLToPath(new URL("../../src/cli/restore-drill.ts", import.meta.url));

let temp: TempPostgres | undefined;
let adminUrl = "";
let sourceUrl = "";
let sourceName = "";
let workDir = "";

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function runDrill(
  args: string[],
  databaseUrl = sourceUrl,
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DRILL, ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PARLEY_PG_BIN_DIR: findBinDir() },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, out, err }));
  });
}

const drillDatabases = () =>
  admin(async (client) =>
    (
      await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'parley_restore_drill_%'",
      )
    ).rows.map((row) => row.datname),
  );

beforeAll(async () => {
  if (process.env.DATABASE_URL) adminUrl = process.env.DATABASE_URL;
  else {
    temp = await startTempPostgres();
    adminUrl = temp.url;
  }
  sourceName = `parley_drill_source_${randomBytes(4).toString("hex")}`;
  await admin((client) => client.query(`CREATE DATABASE ${sourceName}`));
  sourceUrl = withDatabase(adminUrl, sourceName);
  const db = await openPostgres(sourceUrl, { max: 2 });
  try {
    await migrate(db);
    await seedDemo(db, { password: "drill-Password-1" });
  } finally {
    await db.close();
  }
  workDir = await mkdtemp(path.join(tmpdir(), "parley-drill-test-"));
}, 120_000);

afterAll(async () => {
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${sourceName} WITH (FORCE)`));
  await rm(workDir, { recursive: true, force: true });
  await temp?.stop();
});

describe("restore drill", () => {
  it("dumps a populated database, restores it whole into a scratch database and drops the scratch", async () => {
    const before = await drillDatabases();
    const { code, out, err } = await runDrill([]);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toMatch(/Schema at migration \d+, this build's/);
    // The seeded workspace's rows came back: its owner account and member, counted like the source.
    expect(out).toMatch(/^ {2}accounts: [1-9]\d*$/m);
    expect(out).toMatch(/^ {2}members: [1-9]\d*$/m);
    expect(out).not.toContain("(source");
    expect(out).toMatch(/Restore drill passed: \d+ tables readable/);
    expect(await drillDatabases()).toEqual(before);
  }, 120_000);

  it("refuses a damaged backup with pg_restore's reason, and leaves no scratch database", async () => {
    const before = await drillDatabases();
    const damaged = path.join(workDir, "damaged.dump");
    await writeFile(damaged, "PGDMP this is not an archive");
    const { code, err } = await runDrill(["--dump", damaged]);
    expect(code).toBe(1);
    expect(err).toMatch(/^Restore drill failed: pg_restore failed: .+/);
    expect(await drillDatabases()).toEqual(before);
  }, 60_000);

  it("refuses a backup taken from a newer build, naming the migration it does not know", async () => {
    const newerName = `parley_drill_newer_${randomBytes(4).toString("hex")}`;
    await admin((client) => client.query(`CREATE DATABASE ${newerName} TEMPLATE ${sourceName}`));
    const newerUrl = withDatabase(adminUrl, newerName);
    const dump = path.join(workDir, "newer.dump");
    try {
      const db = await openPostgres(newerUrl, { max: 1 });
      try {
        await db.query(
          "INSERT INTO parley_migrations (version, name, checksum) VALUES (9999, 'from_the_future', 'x')",
        );
      } finally {
        await db.close();
      }
      const dumped = spawnSync(path.join(findBinDir(), "pg_dump"), [
        "--format=custom",
        "--file",
        dump,
        newerUrl,
      ]);
      expect(dumped.status).toBe(0);
      const { code, err } = await runDrill(["--dump", dump]);
      expect(code).toBe(1);
      expect(err).toContain("The backup has migrations this build does not know: 9999");
    } finally {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${newerName} WITH (FORCE)`));
    }
  }, 60_000);
});
