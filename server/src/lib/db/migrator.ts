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

/**
 * The database has migrations this build does not know: a newer Parley migrated it. Running older code
 * on it could write rows the newer schema no longer accepts, so an instance refuses unless the operator
 * says the newer migrations only expanded the schema (docs/operations.md, "Expand, then contract").
 */
export class SchemaNewerThanCodeError extends Error {
  readonly unknown: readonly { version: number; name: string }[];
  readonly newestKnown: number;

  constructor(unknown: readonly { version: number; name: string }[], newestKnown: number) {
    const names = unknown.map((m) => `${String(m.version).padStart(4, "0")}_${m.name}`).join(", ");
    super(
      `The database schema is newer than this Parley build: it has migration(s) ${names}, and this build knows ` +
        `migrations up to ${String(newestKnown).padStart(4, "0")}. Deploy the newer build, or, if those ` +
        `migrations only added to the schema (expand), start with PARLEY_ALLOW_NEWER_SCHEMA=1.`,
    );
    this.name = "SchemaNewerThanCodeError";
    this.unknown = unknown;
    this.newestKnown = newestKnown;
  }
}

export interface MigrateOptions {
  /** Start on a schema with migrations this build lacks (a rollback after an expand-only migration). */
  allowNewerSchema?: boolean;
}

/** Applies pending migrations; returns the versions applied now (empty when up to date). */
export async function migrate(
  db: Database,
  dir = MIGRATIONS_DIR,
  options: MigrateOptions = {},
): Promise<number[]> {
  const migrations = await readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS parley_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number; name: string; checksum: string }>(
      "SELECT version, name, checksum FROM parley_migrations ORDER BY version",
    );
    const known = new Set(migrations.map((m) => m.version));
    const unknown = rows.filter((row) => !known.has(row.version));
    if (unknown.length > 0 && options.allowNewerSchema !== true) {
      throw new SchemaNewerThanCodeError(unknown, Math.max(0, ...known));
    }
    const applied = new Map(rows.map((row) => [row.version, row.checksum]));
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
