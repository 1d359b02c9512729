// The restore drill: proves a backup can be restored, before the day it must be.
//   npm run restore-drill                      dump DATABASE_URL now, restore it into a scratch database
//   npm run restore-drill -- --dump <file>     restore an existing `pg_dump --format=custom` backup
// The scratch database lives on the same server (the role needs CREATEDB) and is dropped afterwards
// unless --keep. Exit 0 when the restored schema is this build's and every table is readable, with the
// row counts side by side (a dump taken now must match the source exactly); 1 otherwise.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { readMigrations } from "../lib/db/migrator.ts";

interface DrillOptions {
  sourceUrl: string;
  dumpFile?: string | undefined;
  keep: boolean;
}

class DrillFailure extends Error {}

/** pg_dump and pg_restore from PARLEY_PG_BIN_DIR, else from PATH. */
function tool(name: string): string {
  const dir = process.env.PARLEY_PG_BIN_DIR;
  return dir ? path.join(dir, name) : name;
}

function runTool(name: string, args: string[]): void {
  const result = spawnSync(tool(name), args, { encoding: "utf8" });
  if (result.error) throw new DrillFailure(`${name} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new DrillFailure(`${name} failed: ${result.stderr.trim()}`);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Rows per table of the public schema, by name. */
async function rowCounts(url: string): Promise<Map<string, number>> {
  return withClient(url, async (client) => {
    const tables = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
    const counts = new Map<string, number>();
    for (const { table_name } of tables.rows) {
      const result = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table_name}"`);
      counts.set(table_name, Number(result.rows[0]?.n ?? 0));
    }
    return counts;
  });
}

async function appliedVersions(url: string): Promise<number[]> {
  return withClient(url, async (client) => {
    const result = await client.query<{ version: number }>(
      "SELECT version FROM parley_migrations ORDER BY version",
    );
    return result.rows.map((row) => row.version);
  });
}

export async function restoreDrill(options: DrillOptions): Promise<string[]> {
  const lines: string[] = [];
  const scratch = `parley_restore_drill_${Date.now()}`;
  const scratchUrl = withDatabase(options.sourceUrl, scratch);
  const workDir = await mkdtemp(path.join(tmpdir(), "parley-drill-"));
  let created = false;
  try {
    const dumpFile = options.dumpFile ?? path.join(workDir, "parley.dump");
    // Counted before the dump: on a quiet database both see the same rows.
    const sourceCounts = options.dumpFile === undefined ? await rowCounts(options.sourceUrl) : undefined;
    if (options.dumpFile === undefined) {
      runTool("pg_dump", ["--format=custom", "--no-owner", "--file", dumpFile, options.sourceUrl]);
      lines.push(`Dumped the database to a custom-format archive`);
    }
    await withClient(options.sourceUrl, (client) => client.query(`CREATE DATABASE "${scratch}"`));
    created = true;
    runTool("pg_restore", [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--dbname",
      scratchUrl,
      dumpFile,
    ]);
    lines.push(`Restored into ${scratch}`);

    const known = (await readMigrations()).map((m) => m.version);
    const applied = await appliedVersions(scratchUrl);
    const newest = Math.max(0, ...applied);
    const missing = known.filter((v) => !applied.includes(v));
    const unknown = applied.filter((v) => !known.includes(v));
    if (unknown.length > 0)
      throw new DrillFailure(`The backup has migrations this build does not know: ${unknown.join(", ")}`);
    lines.push(
      missing.length === 0
        ? `Schema at migration ${newest}, this build's`
        : `Schema at migration ${newest}; this build would apply ${missing.join(", ")} at start`,
    );

    const restored = await rowCounts(scratchUrl);
    let mismatches = 0;
    for (const [table, count] of restored) {
      const source = sourceCounts?.get(table);
      if (source !== undefined && source !== count) mismatches += 1;
      lines.push(
        `  ${table}: ${count}${source === undefined ? "" : source === count ? "" : ` (source ${source})`}`,
      );
    }
    if (sourceCounts !== undefined) {
      for (const table of sourceCounts.keys())
        if (!restored.has(table)) throw new DrillFailure(`Table ${table} is missing from the restore`);
      if (mismatches > 0) throw new DrillFailure(`${mismatches} table(s) differ from the source`);
    }
    lines.push(`Restore drill passed: ${restored.size} tables readable`);
    return lines;
  } finally {
    if (created && !options.keep)
      await withClient(options.sourceUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${scratch}"`));
    else if (created) lines.push(`Kept ${scratch}`);
    await rm(workDir, { recursive: true, force: true });
  }
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { dump: { type: "string" }, keep: { type: "boolean", default: false } },
  });
  const sourceUrl = process.env.DATABASE_URL;
  if (!sourceUrl) {
    console.error(
      "The restore drill needs DATABASE_URL (a PostgreSQL server; the embedded database has no pg_dump).",
    );
    return 2;
  }
  try {
    console.log((await restoreDrill({ sourceUrl, dumpFile: values.dump, keep: values.keep })).join("\n"));
    return 0;
  } catch (error) {
    console.error(`Restore drill failed: ${(error as Error).message}`);
    return 1;
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
