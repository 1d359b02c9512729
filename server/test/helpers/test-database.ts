// A clean database per test file: in-memory PGlite, or — when DATABASE_URL is set — a fresh
// database created on that PostgreSQL server and dropped afterwards. Migrated when asked.
import { randomBytes } from "node:crypto";
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
  } else {
    const db = await openPglite(undefined);
    result = { db, url: undefined, drop: () => db.close() };
  }
  if (options.migrated !== false) await migrate(result.db);
  return result;
}
