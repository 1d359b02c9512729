// Applies the numbered SQL files of server/migrations in order, once each. All pending files run in
// one transaction under an advisory lock, so two instances starting together do not race: the
// second waits, then finds nothing left to do.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./database.ts";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../../migrations/", import.meta.url));
/** Arbitrary constant naming Parley's migration lock among advisory locks. */
const MIGRATION_LOCK_KEY = 7_205_001;
const FILE_PATTERN = /^(\d{4})_([a-z0-9_-]+)\.sql$/;

interface MigrationFile {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
  const migrations: MigrationFile[] = [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    if (!match?.[1] || !match[2]) throw new Error(`Migration file name ${file} must look like 0001_name.sql`);
    const sql = await readFile(path.join(dir, file), "utf8");
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version))
      throw new Error(`Two migrations share number ${match[1]}`);
    migrations.push({
      version,
      name: match[2],
      sql,
      checksum: createHash("sha256").update(sql).digest("hex"),
    });
  }
  return migrations;
}

/** Applies pending migrations; returns the versions applied now (empty when up to date). */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<number[]> {
  const migrations = await readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS parley_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Map(
      (
        await tx.query<{ version: number; checksum: string }>(
          "SELECT version, checksum FROM parley_migrations",
        )
      ).map((row) => [row.version, row.checksum]),
    );
    const done: number[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.version);
      if (checksum !== undefined) {
        // An edited migration would leave databases that applied the old text silently different.
        if (checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.version}_${migration.name} changed after it was applied; add a new migration instead.`,
          );
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO parley_migrations (version, name, checksum) VALUES ($1, $2, $3)", [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}
