// PGlite: PostgreSQL compiled to WASM, in this process. File-backed in the data directory for the
// embedded default, in memory for tests. One connection: PGlite queues statements itself.
import { PGlite } from "@electric-sql/pglite";
import type { Transaction } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import type { Database, Queryable, SqlParam } from "./database.ts";

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export interface PgliteDatabase extends Database {
  /** The whole database as a tarball, for `openPglite(undefined, dump)`. */
  dump(): Promise<Blob>;
}

/**
 * Opens PGlite on `dataDir` (created when missing), or in memory when `dataDir` is undefined;
 * `loadDataDir` starts an in-memory database from a dump (`dumpDataDir`) instead of an empty one —
 * several times faster than a fresh cluster (tests start every file from a migrated dump).
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PgliteDatabase> {
  // btree_gin: the search indexes lead with account_id (migration 0002).
  const extensions = { btree_gin };
  const pg =
    dataDir === undefined
      ? await PGlite.create({ extensions, ...(loadDataDir !== undefined ? { loadDataDir } : {}) })
      : await PGlite.create({ dataDir, extensions });
  const base = wrap(pg);
  return {
    driver: "pglite",
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async script<Row extends object>(sql: string) {
      try {
        const results = await pg.exec(sql);
        return results.flatMap((result) => result.rows as Row[]);
      } catch (error) {
        // One connection: a script that failed inside its BEGIN would poison every later statement.
        await pg.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
    },
    close: () => pg.close(),
    dump: () => pg.dumpDataDir("none"),
  };
}
