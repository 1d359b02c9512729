// A clean database per test file: in-memory PGlite, or — when DATABASE_URL is set — a fresh
// database created on that PostgreSQL server and dropped afterwards. Migrated when asked.
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

/** Creates an empty database on the server of DATABASE_URL; returns its URL and a drop function. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is not set");
  const name = `parley_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
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
  let result: TestDatabase;
  if (onPostgres()) {
    const created = await createPostgresDatabase();
    const db = await openPostgres(created.url, { max: 4 });
    result = {
      db,
      url: created.url,
      async drop() {
        await db.close();
        await created.drop();
      },
    };
  } else if (options.migrated !== false) {
    const db = await openPglite(undefined, await migratedTemplate());
    return { db, url: undefined, drop: () => db.close() };
  } else {
    const db = await openPglite(undefined);
    result = { db, url: undefined, drop: () => db.close() };
  }
  if (options.migrated !== false) await migrate(result.db);
  return result;
}

/**
 * A dump of a freshly migrated PGlite, made once per set of migrations and shared by every test file
 * (a file in the temp folder, named by the migrations' hash): starting from it takes about a fifth of
 * the time of a new cluster plus migrations.
 */
async function migratedTemplate(): Promise<Blob> {
  const dir = fileURLToPath(new URL("../../migrations/", import.meta.url));
  const hash = createHash("sha256");
  // A dump is only good for the PGlite that made it.
  hash.update(
    await readFile(new URL("../../../node_modules/@electric-sql/pglite/package.json", import.meta.url)),
  );
  for (const file of (await readdir(dir)).sort())
    hash.update(file).update(await readFile(path.join(dir, file)));
  const cached = path.join(tmpdir(), `parley-test-template-${hash.digest("hex").slice(0, 16)}.tar`);
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
