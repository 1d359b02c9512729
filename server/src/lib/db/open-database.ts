// Chooses the driver from the configuration: DATABASE_URL → PostgreSQL, else PGlite files in the data
// directory (guarded by the embedded lock).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.ts";
import type { Database } from "./database.ts";
import { acquireEmbeddedLock } from "./embedded-lock.ts";
import type { LockRole } from "./embedded-lock.ts";
import { openPglite } from "./pglite-driver.ts";
import { openPostgres } from "./pg-driver.ts";

export interface OpenOptions {
  role: LockRole;
  /** How long to wait for another process holding the embedded database. */
  waitMs?: number;
  onPoolError?: (error: Error) => void;
}

export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, "db");
}

export async function openDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  options: OpenOptions,
): Promise<Database> {
  if (config.databaseUrl !== undefined) {
    return openPostgres(config.databaseUrl, options.onPoolError ? { onError: options.onPoolError } : {});
  }
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const release = await acquireEmbeddedLock(config.dataDir, options.role, options.waitMs ?? 0);
  try {
    const db = await openPglite(embeddedDatabaseDir(config.dataDir));
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
