// A clean database per test file: in-memory PGlite, or — when DATABASE_URL is set — a fresh
// database created on that PostgreSQL server and dropped afterwards. Migrated when asked: both start
// from a copy of one migrated database per set of migrations instead of running them per file.
import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Database } from "../../src/lib/db/database.ts";
import { migrate } from "../../src/lib/db/migrator.ts";
import { openPglite } from "../../src/lib/db/pglite-driver.ts";
import { openPostgres } from "../../src/lib/db/pg-driver.ts";

export interface TestDatabase {
  db: Database;
  /** The database URL on PostgreSQL (for child processes); undefined on PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

export const onPostgres = (): boolean => Boolean(process.env.DATABASE_URL);

/** Arbitrary constant naming the test template's lock among advisory locks (the migrator has its own). */
const TEMPLATE_LOCK_KEY = 7_205_002;

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Creates a database on the server of DATABASE_URL — empty, or a copy of `template` — and returns
 * its URL and a drop function.
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is not set");
  const name = `parley_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      // DROP DATABASE forces an immediate checkpoint; on a throw-away cluster (scripts/test.ts) it is
      // pure cost, and on a slow disk those checkpoints queued for minutes.
      if (process.env.PARLEY_TEST_KEEP_DATABASES === "1") return;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function openTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrated !== false;
  if (!onPostgres()) {
    const db = await openPglite(undefined, migrated ? await migratedTemplate() : undefined);
    return { db, url: undefined, drop: () => db.close() };
  }
  const created = await createPostgresDatabase(migrated ? await postgresTemplate() : undefined);
  const db = await openPostgres(created.url, { max: 4 });
  return {
    db,
    url: created.url,
    async drop() {
      await db.close();
      await created.drop();
    },
  };
}

/** The migrations' files (and what else names a template's contents) hashed into 16 hex digits. */
async function migrationsHash(...extra: Buffer[]): Promise<string> {
  const dir = fileURLToPath(new URL("../../migrations/", import.meta.url));
  const hash = createHash("sha256");
  for (const part of extra) hash.update(part);
  for (const file of (await readdir(dir)).sort())
    hash.update(file).update(await readFile(path.join(dir, file)));
  return hash.digest("hex").slice(0, 16);
}

/**
 * The name of a migrated template database on the server of DATABASE_URL, made by the first test file
 * that needs it (the others wait on an advisory lock) and kept, named by the migrations' hash, for
 * every later file and run: CREATE DATABASE … TEMPLATE copies it in a few milliseconds where running
 * the migrations took about a second per file.
 */
async function postgresTemplate(): Promise<string> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is not set");
  const name = `parley_template_${await migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) {
      // Built under another name and renamed once complete: an interrupted build leaves no half template.
      const partial = `${name}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${partial}`);
      await admin.query(`CREATE DATABASE ${partial}`);
      const db = await openPostgres(databaseUrl(adminUrl, partial), { max: 1 });
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
      await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true`);
    }
    return name;
  } finally {
    await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
}

/**
 * A dump of a freshly migrated PGlite, made once per set of migrations and shared by every test file
 * (a file in the temp folder, named by the migrations' hash): starting from it takes about a fifth of
 * the time of a new cluster plus migrations.
 */
async function migratedTemplate(): Promise<Blob> {
  // A dump is only good for the PGlite that made it.
  const pglite = await readFile(
    new URL("../../../node_modules/@electric-sql/pglite/package.json", import.meta.url),
  );
  const cached = path.join(tmpdir(), `parley-test-template-${await migrationsHash(pglite)}.tar`);
  try {
    return new Blob([await readFile(cached)]);
  } catch {
    // First file of the run (or a race with another worker): make it, then publish atomically.
  }
  const fresh = await openPglite(undefined);
  try {
    await migrate(fresh);
    const dump = await fresh.dump();
    const partial = `${cached}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, cached);
    return dump;
  } finally {
    await fresh.close();
  }
}
